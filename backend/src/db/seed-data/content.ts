/**
 * Demo content for the first start: services, projects and gallery.
 *
 * Plain data only (no TypeORM). Images are described as illustration specs
 * and drawn at seed time by `renderIllustration` in ./illustrations.
 */
import type { IllustrationSpec } from './illustrations';

export type ProjectCategory = 'residential' | 'commercial' | 'industrial' | 'infrastructure';

export const PROJECT_CATEGORIES: readonly ProjectCategory[] = ['residential', 'commercial', 'industrial', 'infrastructure'];

export interface SeedService {
  title: string;
  /** Two or three sentences. */
  description: string;
  /** Four or five short key points. */
  points: string[];
  illustration: IllustrationSpec;
}

export interface SeedProject {
  title: string;
  category: ProjectCategory;
  location: string;
  details: string;
  features: string[];
  /** How many days before the seed run the project was created; values are distinct. */
  daysAgo: number;
  illustration: IllustrationSpec;
  /** Additional images for the project's gallery strip (0-3). */
  extraIllustrations: IllustrationSpec[];
}

export const seedGalleryCategories = ['Residential', 'Commercial', 'Interiors', 'Construction Progress', 'Infrastructure'] as const;

export type SeedGalleryCategory = (typeof seedGalleryCategories)[number];

export interface SeedGalleryImage {
  title: string;
  category: SeedGalleryCategory;
  illustration: IllustrationSpec;
}

/** The site's brand red; used on only a few images, for one small detail each. */
const BRAND_RED = '#c53030';

export const seedServices: SeedService[] = [
  {
    title: 'Approval Plan',
    description:
      'We prepare building plans that meet the Tamil Nadu Combined Development and Building Rules and take them through DTCP, CMDA or local body approval. From the site survey to the sanctioned copy, we handle the drawings, the documents and the follow-up with the planning office, so that you can start work with a clear, legal permission.',
    points: [
      'Site survey and measured drawings of your plot',
      'Plans drawn to the Tamil Nadu building rules',
      'DTCP, CMDA and local body applications and follow-up',
      'Guidance on plot layouts and land-use conversion',
      'Revised plans when the design changes',
    ],
    illustration: { kind: 'blueprint', palette: 'noon', seed: 11, accent: BRAND_RED },
  },
  {
    title: 'Estimation Valuation',
    description:
      'Before you build or buy, we prepare detailed quantity estimates and cost breakdowns based on current rates for cement, steel, sand and labour in Cuddalore district. We also value land and buildings for bank loans, property partition and insurance, with clear, itemised reports.',
    points: [
      'Item-wise quantity and cost estimates',
      'Rates checked against current local prices',
      'Valuation reports for bank loans and partition',
      'Stage-wise budgets for phased construction',
      'Checking of contractor bills on running works',
    ],
    illustration: { kind: 'estimate', palette: 'noon', seed: 12 },
  },
  {
    title: 'Construction',
    description:
      'We build houses, apartments, shops and industrial sheds on turnkey or labour-and-supervision contracts, with an engineer on site at every important stage. Foundations are planned for the clay and laterite soils of the area, and each footing, column and slab is checked before the next stage begins.',
    points: [
      'Turnkey and labour-with-supervision contracts',
      'Foundations suited to local clay and laterite soils',
      'Checks on concrete, steel and brickwork at each stage',
      'Regular progress updates with site photographs',
      'Handover with as-built drawings and care notes',
    ],
    illustration: { kind: 'crane', palette: 'noon', seed: 13, accent: BRAND_RED },
  },
  {
    title: 'Structural Design',
    description:
      'Our engineers design RCC frames, foundations, slabs and steel roofs to the relevant Indian Standard codes, sized for the loads and the soil at your site. Designs allow for heavy monsoon rain and cyclone winds on the Coromandel coast, and come with clear reinforcement drawings that site teams can follow.',
    points: [
      'RCC design to IS 456, wind loads to IS 875',
      'Foundation design based on soil investigation',
      'Steel roof trusses and industrial sheds',
      'Reinforcement drawings and bar bending schedules',
      'Checks before adding floors to existing buildings',
    ],
    illustration: { kind: 'structure', palette: 'noon', seed: 14 },
  },
  {
    title: 'Interior & Exterior Design',
    description:
      'We plan interiors and elevations in 2D and 3D, so that you can see the rooms, colours and finishes before any work starts. Layouts make good use of daylight and cross ventilation for our hot, humid climate, and we supervise the carpentry, false ceilings, lighting and painting through to completion.',
    points: [
      '2D layouts and 3D views of interiors and elevations',
      'Modular kitchens, wardrobes and false ceilings',
      'Elevations using durable, locally available finishes',
      'Lighting and colour schemes for every room',
      'Rooms planned for daylight and cross ventilation',
    ],
    illustration: { kind: 'interior', palette: 'noon', seed: 15 },
  },
  {
    title: 'Consultation',
    description:
      'Not sure where to begin? We advise on choosing a plot, on soil and site conditions, on the right type of building for your budget and on the approvals you will need. We also act as independent engineers for owners who have engaged their own contractor, checking the work and the bills at key stages.',
    points: [
      'Plot and site inspection before you buy',
      'Budget planning and choice of building system',
      'Independent checks on ongoing construction',
      'Vastu-friendly layouts within the building rules',
      'Soil tests arranged through testing laboratories',
    ],
    illustration: { kind: 'consult', palette: 'noon', seed: 16 },
  },
  {
    title: 'Repair and Rehabilitation',
    description:
      'Older buildings in the region often suffer from leaking roofs, damp walls, cracks and rusting steel after years of monsoon rain. We find the cause first, then repair and strengthen the structure with waterproofing, crack injection, column jacketing and re-plastering, so that the building can serve for many more years.',
    points: [
      'Condition survey and crack mapping',
      'Terrace, sunshade and bathroom waterproofing',
      'Treatment of rusted steel and spalled concrete',
      'Jacketing of weak columns and beams',
      'Re-plastering, painting and facade renewal',
    ],
    illustration: { kind: 'repair', palette: 'noon', seed: 17 },
  },
];

export const seedProjects: SeedProject[] = [
  {
    title: 'Two-Storey Family Residence',
    category: 'residential',
    location: 'Vriddhachalam, Cuddalore District',
    details:
      'A 2,450 sq.ft two-storey home on a 40 x 60 ft plot in a DTCP-approved layout on the Ulundurpet road side of town. The RCC frame stands on isolated footings taken below the clayey top soil, and a Mangalore-tile sloped roof over the first floor keeps the bedrooms cool. We prepared the approval plan and the structural design and built the house in eleven months. The owners wanted an east-facing pooja room and a covered car porch, and both fit within the setback rules.',
    features: [
      '2,450 sq.ft built-up area on two floors',
      'Isolated footings below the expansive clay layer',
      'Tiled sloped roof over an RCC slab for heat control',
      'East-facing pooja room and covered car porch',
      'Rainwater harvesting pit and underground sump',
      'Completed in 11 months',
    ],
    daysAgo: 12,
    illustration: { kind: 'house', palette: 'dawn', seed: 101 },
    extraIllustrations: [
      { kind: 'blueprint', palette: 'noon', seed: 102 },
      { kind: 'crane', palette: 'noon', seed: 103 },
      { kind: 'interior', palette: 'dusk', seed: 104 },
    ],
  },
  {
    title: 'Shopping Complex on the Main Road',
    category: 'commercial',
    location: 'Vriddhachalam, Cuddalore District',
    details:
      'A ground-plus-two commercial building on a 5,200 sq.ft corner plot, with five shops at street level and office space on the two upper floors. The upper floors have a glazed facade between cladding bands, and the shop fronts share a continuous signboard zone so that every tenant can be seen from the road. The column grid was planned to give wide shop frontages, and the building was completed in fourteen months.',
    features: [
      'Ground + 2 floors, about 12,000 sq.ft built-up',
      'Five street-level shops with wide frontages',
      'Uniform signboard zone for all tenants',
      'Glazed office floors with cladding bands',
      'Parking and loading space at the rear',
      'Completed in 14 months',
    ],
    daysAgo: 31,
    illustration: { kind: 'shop', palette: 'noon', seed: 201 },
    extraIllustrations: [{ kind: 'shop', palette: 'night', seed: 202 }],
  },
  {
    title: 'Ceramic Production Shed and Kiln',
    category: 'industrial',
    location: 'Vriddhachalam, Cuddalore District',
    details:
      'A production unit for a stoneware and ceramics maker in Vriddhachalam, a town long known for its pottery and ceramic industry. The work covers a 9,000 sq.ft steel-framed shed with a north-light sawtooth roof for even daylight, a down-draught kiln with a brick chimney, and a paved yard for drying and stacking finished ware. The shed floor was designed for heavy moulds and pallet trucks, and the unit was ready for production in ten months.',
    features: [
      '9,000 sq.ft steel-framed production shed',
      'North-light sawtooth roof for even daylight',
      'Down-draught kiln with brick chimney',
      'Heavy-duty floor for moulds and pallet trucks',
      'Paved yard for drying and storage',
      'Ready for production in 10 months',
    ],
    daysAgo: 56,
    illustration: { kind: 'factory', palette: 'noon', seed: 301 },
    extraIllustrations: [
      { kind: 'structure', palette: 'noon', seed: 302 },
      { kind: 'crane', palette: 'overcast', seed: 303 },
    ],
  },
  {
    title: 'Stilt-Plus-Four Apartment Block',
    category: 'residential',
    location: 'Neyveli, Cuddalore District',
    details:
      'An apartment block with twelve two-bedroom flats on a 7,800 sq.ft site close to the Neyveli township. The stilt floor gives covered parking for every flat, and a lift and a wide staircase serve each level. The RCC frame rests on a raft foundation designed after soil testing, and every flat has windows on two sides for cross ventilation. The project took nineteen months, including the approvals and the power and water connections.',
    features: [
      'Twelve 2BHK flats of about 1,050 sq.ft each',
      'Stilt parking for all flats',
      'Raft foundation designed after soil testing',
      'Lift, generator backup and overhead tanks',
      'Cross ventilation in every flat',
      'Completed in 19 months',
    ],
    daysAgo: 88,
    illustration: { kind: 'apartment', palette: 'noon', seed: 401 },
    extraIllustrations: [
      { kind: 'crane', palette: 'dusk', seed: 402 },
      { kind: 'interior', palette: 'night', seed: 403 },
    ],
  },
  {
    title: 'Minor Bridge across an Irrigation Channel',
    category: 'infrastructure',
    location: 'Sethiathope, Cuddalore District',
    details:
      'An RCC bridge on piers across an irrigation channel, replacing a low causeway that went under water in every heavy monsoon and cut off the villages beyond it. The pier foundations were taken below the scour level, and the deck carries a two-lane carriageway with railings and street lights. Work was planned for the dry months so that the channel could be diverted, and the bridge opened to traffic in eight months.',
    features: [
      'RCC deck on piers, replacing a submersible causeway',
      'Pier foundations taken below scour level',
      'Two-lane carriageway with railings and lighting',
      'Built in the dry season with a temporary diversion',
      'Opened to traffic in 8 months',
    ],
    daysAgo: 127,
    illustration: { kind: 'bridge', palette: 'dawn', seed: 501 },
    extraIllustrations: [
      { kind: 'structure', palette: 'noon', seed: 502 },
      { kind: 'bridge', palette: 'overcast', seed: 503 },
    ],
  },
  {
    title: 'Rehabilitation of a Commercial Building',
    category: 'commercial',
    location: 'Chidambaram, Cuddalore District',
    details:
      'A 35-year-old two-storey building with shops below and rooms above had damp walls, cracked plaster and rusting steel in the first-floor slab. After a condition survey, we propped the slab, treated the exposed reinforcement, jacketed the weak columns and waterproofed the terrace, while the ground-floor shops stayed open. The facade was then re-plastered and painted. The work took five months and saved the owners a full rebuild.',
    features: [
      'Condition survey with crack mapping',
      'Slab repair and column jacketing',
      'Terrace waterproofing before the monsoon',
      'Shops kept open throughout the work',
      'Completed in 5 months',
    ],
    daysAgo: 168,
    illustration: { kind: 'repair', palette: 'noon', seed: 601 },
    extraIllustrations: [{ kind: 'repair', palette: 'overcast', seed: 602 }],
  },
  {
    title: 'Rice Mill and Storage Godown',
    category: 'industrial',
    location: 'Tittagudi, Cuddalore District',
    details:
      'A rice mill building and a 6,000 sq.ft storage godown for a paddy processing unit that buys from farmers around Tittagudi. The godown has a raised plinth, a damp-proof floor and wide shutters for lorry loading, under a steel roof designed for cyclone wind speeds. We prepared the approval drawings and the structural design and supervised the construction, which was finished in nine months, in time for the harvest.',
    features: [
      '6,000 sq.ft godown with a raised plinth',
      'Damp-proof floor for paddy and rice bags',
      'Steel roof designed for cyclone wind speeds',
      'Wide rolling shutters for lorry loading',
      'Completed in 9 months, before the harvest',
    ],
    daysAgo: 221,
    illustration: { kind: 'warehouse', palette: 'dusk', seed: 701 },
    extraIllustrations: [],
  },
  {
    title: 'Village Road Improvement',
    category: 'infrastructure',
    location: 'Kammapuram, Virudhachalam Taluk',
    details:
      'Widening and resurfacing of 3.2 km of village road linking farmland and hamlets to the main road. The work included a new base of compacted gravel with bituminous surfacing, raised laterite shoulders, side drains and two pipe culverts at low points where water used to stand after rain. Road markings and kilometre stones were added at the end, and the road was completed in four months.',
    features: [
      '3.2 km of widening and resurfacing',
      'Raised shoulders of laterite gravel',
      'Side drains and two pipe culverts',
      'Road markings and kilometre stones',
      'Completed in 4 months',
    ],
    daysAgo: 305,
    illustration: { kind: 'road', palette: 'noon', seed: 801 },
    extraIllustrations: [{ kind: 'road', palette: 'overcast', seed: 802 }],
  },
];

export const seedGalleryImages: SeedGalleryImage[] = [
  { title: 'Two-storey villa at sunrise', category: 'Residential', illustration: { kind: 'house', palette: 'dawn', seed: 901 } },
  { title: 'Family home in the evening light', category: 'Residential', illustration: { kind: 'house', palette: 'dusk', seed: 902 } },
  { title: 'Apartment block with stilt parking', category: 'Residential', illustration: { kind: 'apartment', palette: 'dawn', seed: 903 } },
  { title: 'Shop fronts after dark', category: 'Commercial', illustration: { kind: 'shop', palette: 'night', seed: 904 } },
  { title: 'Commercial complex with glazed upper floors', category: 'Commercial', illustration: { kind: 'shop', palette: 'dusk', seed: 905 } },
  { title: 'Living room with a warm, simple palette', category: 'Interiors', illustration: { kind: 'interior', palette: 'noon', seed: 906, accent: BRAND_RED } },
  { title: 'Living room lighting plan at night', category: 'Interiors', illustration: { kind: 'interior', palette: 'night', seed: 917 } },
  { title: 'RCC frame rising, with tower crane on site', category: 'Construction Progress', illustration: { kind: 'crane', palette: 'dawn', seed: 908 } },
  { title: 'Site work during the monsoon', category: 'Construction Progress', illustration: { kind: 'crane', palette: 'overcast', seed: 909 } },
  { title: 'Facade repair under way', category: 'Construction Progress', illustration: { kind: 'repair', palette: 'dawn', seed: 910 } },
  { title: 'Bridge on piers over an irrigation channel', category: 'Infrastructure', illustration: { kind: 'bridge', palette: 'noon', seed: 911 } },
  { title: 'Resurfaced village road with laterite shoulders', category: 'Infrastructure', illustration: { kind: 'road', palette: 'dusk', seed: 912 } },
];
