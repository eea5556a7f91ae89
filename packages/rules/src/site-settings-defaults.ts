import type { SiteSettings } from './site-settings';

/**
 * The settings a new site starts with (the seed writes them once): the site's starting texts, and
 * stand-in details (marked PLACEHOLDER) the firm replaces in the admin's Settings before going live.
 * Paragraphs of the About page's story are separated by a blank line. Each group's `ta` holds its
 * Tamil texts, written as the firm's engineers would say them to a family, not word for word.
 */
/** The About page's timeline. PLACEHOLDER: illustrative until the firm enters its own. */
export const ABOUT_MILESTONES: SiteSettings['about']['milestones'] = [
  {
    year: '1995',
    title: 'Founded in Vriddhachalam',
    text: 'A small civil engineering practice opens near the town centre, drawing plans and supervising homes.',
    ta: {
      title: 'விருத்தாசலத்தில் தொடக்கம்',
      text: 'நகர மையத்துக்கு அருகில் ஒரு சிறிய சிவில் இன்ஜினியரிங் அலுவலகமாகத் தொடங்கினோம்: வீட்டு பிளான் வரைந்து, கட்டுமானத்தை நேரில் மேற்பார்வை செய்தோம்.',
    },
  },
  {
    year: '2004',
    title: 'Our own construction crews',
    text: 'We begin building end to end, with trained masons, carpenters and site engineers on our payroll.',
    ta: {
      title: 'எங்களுக்கென்று கட்டுமானக் குழு',
      text: 'பயிற்சி பெற்ற கொத்தனார், தச்சர், சைட் இன்ஜினியர்கள் எங்கள் சொந்த ஆட்களாக; அஸ்திவாரம் முதல் சாவி கொடுப்பது வரை நாங்களே கட்டத் தொடங்கினோம்.',
    },
  },
  {
    year: '2013',
    title: 'Structural design & approvals',
    text: 'A dedicated design wing handles structural calculations and DTCP/CMDA approval plans in-house.',
    ta: {
      title: 'ஸ்ட்ரக்சுரல் டிசைன், அப்ரூவல்',
      text: 'ஸ்ட்ரக்சுரல் கணக்கீடுகளும் DTCP/CMDA அப்ரூவல் பிளான்களும் எங்கள் அலுவலகத்திலேயே தயாராக, தனி டிசைன் பிரிவு அமைத்தோம்.',
    },
  },
  {
    year: 'Today',
    title: '500+ projects, 50+ people',
    text: 'Homes, shops, schools, factories and public works across Cuddalore District and beyond.',
    ta: {
      year: 'இன்று',
      title: '500+ கட்டடங்கள், 50+ பேர்',
      text: 'வீடுகள், கடைகள், பள்ளிகள், தொழிற்சாலைகள், அரசுப் பணிகள்: கடலூர் மாவட்டம் முழுவதும், அதைத் தாண்டியும்.',
    },
  },
];

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  firmName: 'Sri Vriddhi Builders & Engineers', // PLACEHOLDER
  shortName: 'Sri Vriddhi', // PLACEHOLDER
  tagline: 'Builders & Engineers',
  description:
    'Construction, structural design, DTCP/CMDA approval plans and interiors in Vriddhachalam, Cuddalore District, Tamil Nadu. Building with excellence and integrity since 1995.',
  foundedYear: 1995,
  address: {
    street: 'No. 42, Jn. Road, Near Bus Stand', // PLACEHOLDER
    town: 'Vriddhachalam',
    district: 'Cuddalore District',
    state: 'Tamil Nadu',
    postalCode: '606001',
    country: 'India',
    ta: {
      street: 'எண் 42, ஜங்ஷன் ரோடு, பஸ் ஸ்டாண்ட் அருகில்', // PLACEHOLDER
      town: 'விருத்தாசலம்',
      district: 'கடலூர் மாவட்டம்',
      state: 'தமிழ்நாடு',
      country: 'இந்தியா',
    },
  },
  map: {
    latitude: 11.5183, // PLACEHOLDER: the town centre
    longitude: 79.3242,
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=Vriddhachalam%2C+Tamil+Nadu',
    embedUrl: 'https://www.google.com/maps?q=Vriddhachalam,+Tamil+Nadu&output=embed',
  },
  phones: [
    { label: 'Office', number: '+919443212345', ta: { label: 'அலுவலகம்' } }, // PLACEHOLDER
    { label: 'Projects', number: '+919876543210', ta: { label: 'கட்டுமானப் பணிகள்' } }, // PLACEHOLDER
    { label: 'Landline', number: '+914143223456', ta: { label: 'லேண்ட்லைன்' } }, // PLACEHOLDER
  ],
  emails: ['info@srivriddhibuilders.in', 'projects@srivriddhibuilders.in'], // PLACEHOLDER
  whatsapp: '+919443212345', // PLACEHOLDER
  hours: [
    {
      days: 'Monday – Friday',
      short: 'Mon – Fri',
      hours: '9:00 AM – 6:00 PM',
      closed: false,
      ta: { days: 'திங்கள் – வெள்ளி', short: 'திங்கள் – வெள்ளி', hours: 'காலை 9 – மாலை 6' },
    },
    { days: 'Saturday', short: 'Sat', hours: '9:00 AM – 4:00 PM', closed: false, ta: { days: 'சனிக்கிழமை', short: 'சனி', hours: 'காலை 9 – மாலை 4' } },
    { days: 'Sunday', short: 'Sun', hours: 'Closed', closed: true, ta: { days: 'ஞாயிற்றுக்கிழமை', short: 'ஞாயிறு', hours: 'விடுமுறை' } },
  ],
  // No profiles yet: a network without a link is not shown.
  social: [
    { name: 'Facebook', url: '' },
    { name: 'Instagram', url: '' },
    { name: 'YouTube', url: '' },
    { name: 'LinkedIn', url: '' },
  ],
  stats: [
    { value: '25+', label: 'Years of Experience', ta: { label: 'ஆண்டு அனுபவம்' } },
    { value: '500+', label: 'Projects Completed', ta: { label: 'முடித்த கட்டடங்கள்' } },
    { value: '100%', label: 'Client Satisfaction', ta: { label: 'வாடிக்கையாளர் திருப்தி' } },
    { value: '50+', label: 'Team Members', ta: { label: 'எங்கள் குழுவினர்' } },
  ],
  testimonials: [
    {
      name: 'Rajesh Kumar',
      position: 'Homeowner, Vriddhachalam',
      content:
        'They handled everything from the DTCP approval to the final coat of paint. Our house was handed over on the promised date, and the final bill matched the estimate almost to the rupee.',
      ta: {
        position: 'வீட்டு உரிமையாளர், விருத்தாசலம்',
        content:
          'DTCP அப்ரூவல் முதல் கடைசி கோட் பெயிண்ட் வரை எல்லாவற்றையும் அவர்களே பார்த்துக்கொண்டார்கள். சொன்ன தேதியில் வீட்டுச் சாவியைக் கொடுத்தார்கள்; இறுதி பில்லும் எஸ்டிமேட்டோடு கிட்டத்தட்ட ரூபாய்க்கு ரூபாய் ஒத்துப்போனது.',
      },
    },
    {
      name: 'Dr. Lakshmi Narayanan',
      position: 'Clinic Owner, Cuddalore',
      content:
        'The structural design for our two-storey clinic was clear and economical. The engineers explained every decision, and the site was always clean and well supervised.',
      ta: {
        position: 'கிளினிக் உரிமையாளர், கடலூர்',
        content:
          'எங்கள் இரண்டு மாடி கிளினிக்கின் ஸ்ட்ரக்சுரல் டிசைன் தெளிவாகவும் சிக்கனமாகவும் இருந்தது. ஒவ்வொரு முடிவையும் இன்ஜினியர்கள் பொறுமையாக விளக்கினார்கள்; சைட் எப்போதும் சுத்தமாகவும் சரியான மேற்பார்வையோடும் இருந்தது.',
      },
    },
    {
      name: 'S. Muthukumar',
      position: 'Managing Partner, Sri Murugan Textiles',
      content:
        'Our showroom and godown were finished ahead of schedule without cutting corners. They were honest about costs and solved problems before they could become delays.',
      ta: {
        position: 'நிர்வாகப் பங்குதாரர், ஸ்ரீ முருகன் டெக்ஸ்டைல்ஸ்',
        content:
          'எங்கள் ஷோரூமும் குடோனும் தரத்தில் எந்தக் குறையும் இல்லாமல், சொன்ன நாளுக்கு முன்பே முடிந்தன. செலவைப் பற்றி வெளிப்படையாகப் பேசினார்கள்; சிக்கல் வந்தால் அது தாமதமாக மாறுவதற்கு முன்பே சரிசெய்தார்கள்.',
      },
    },
    {
      name: 'Priya Senthil',
      position: 'Homeowner, Neyveli',
      content:
        'The 3D interior designs helped us decide with confidence. What we saw on the screen is exactly the home we live in today. I recommend them to anyone who is planning to build.',
      ta: {
        position: 'வீட்டு உரிமையாளர், நெய்வேலி',
        content:
          '3D இன்டீரியர் டிசைனைப் பார்த்ததால் நம்பிக்கையோடு முடிவெடுக்க முடிந்தது. ஸ்கிரீனில் பார்த்த அதே வீட்டில்தான் இன்று வாழ்கிறோம். வீடு கட்ட நினைக்கும் எல்லோருக்கும் இவர்களைப் பரிந்துரைக்கிறேன்.',
      },
    },
  ],
  about: {
    story: [
      'Sri Vriddhi Builders & Engineers began in 1995 as a small civil engineering practice in Vriddhachalam, drawing house plans and supervising construction for neighbours who wanted a building done right.',
      'Word spread. Today our engineers, architects and site crews deliver homes, shops, schools, hospitals and industrial sheds across Cuddalore District, handling everything from DTCP and CMDA approvals to structural design, construction, interiors and repairs.',
      'What has not changed is how we work: an engineer on every site, honest numbers on paper, and buildings made to last for generations.',
    ].join('\n\n'),
    mission: 'To design and build safe, durable and beautiful buildings at honest prices, treating every client’s money and trust as if it were our own.',
    vision:
      'To be the most trusted name in construction and engineering in Tamil Nadu, known for quality that outlasts generations and service that never stops at handover.',
    team: [
      {
        name: 'Er. K. Ramasamy',
        role: 'Founder & Managing Director',
        bio: 'Civil engineer with three decades of building across the district.',
        photoUrl: null,
        ta: { role: 'நிறுவனர் & நிர்வாக இயக்குநர்', bio: 'முப்பது ஆண்டுகளாக மாவட்டம் முழுவதும் கட்டடங்கள் கட்டி வரும் சிவில் இன்ஜினியர்.' },
      },
      {
        name: 'Er. R. Senthil Kumar',
        role: 'Chief Structural Engineer',
        bio: 'Designs safe, economical RCC and steel frames for every project.',
        photoUrl: null,
        ta: { role: 'தலைமை ஸ்ட்ரக்சுரல் இன்ஜினியர்', bio: 'ஒவ்வொரு வேலைக்கும் பாதுகாப்பான, சிக்கனமான RCC, ஸ்டீல் ஃப்ரேம் டிசைன் செய்கிறார்.' },
      },
      {
        name: 'Ar. M. Divya',
        role: 'Lead Architect & Interiors',
        bio: 'Turns briefs into plans, elevations and 3D interiors clients love.',
        photoUrl: null,
        ta: { role: 'தலைமை ஆர்க்கிடெக்ட் & இன்டீரியர்', bio: 'நீங்கள் சொல்லும் தேவைகளை பிளான், எலிவேஷன், 3D இன்டீரியராக மாற்றித் தருகிறார்.' },
      },
      {
        name: 'S. Karthikeyan',
        role: 'Head of Site Operations',
        bio: 'Keeps crews, materials and schedules on track from footing to finish.',
        photoUrl: null,
        ta: {
          role: 'சைட் பணிகளின் பொறுப்பாளர்',
          bio: 'அஸ்திவாரம் முதல் கடைசி வேலை வரை ஆட்கள், மெட்டீரியல், நாள்கணக்கு எல்லாம் சரியாக நடக்கப் பார்த்துக்கொள்கிறார்.',
        },
      },
    ],
    reasons: [
      {
        title: 'Experienced engineers',
        text: 'Qualified civil and structural engineers design, check and supervise every job.',
        ta: { title: 'அனுபவமுள்ள இன்ஜினியர்கள்', text: 'தகுதியான சிவில், ஸ்ட்ரக்சுரல் இன்ஜினியர்கள் ஒவ்வொரு வேலையையும் டிசைன் செய்து, சரிபார்த்து, நேரில் மேற்பார்வை செய்கிறார்கள்.' },
      },
      {
        title: 'Transparent pricing',
        text: 'Itemised estimates up front and no surprise bills at handover.',
        ta: { title: 'வெளிப்படையான விலை', text: 'முதலிலேயே ஒவ்வொரு வேலைக்கும் தனித்தனி எஸ்டிமேட்; சாவி கொடுக்கும்போது எதிர்பாராத பில் எதுவும் இல்லை.' },
      },
      {
        title: 'Quality materials',
        text: 'Branded cement and steel, tested concrete and stage-wise quality checks.',
        ta: { title: 'தரமான மெட்டீரியல்', text: 'பிராண்டட் சிமெண்ட், கம்பி, டெஸ்ட் செய்த கான்கிரீட், ஒவ்வொரு கட்டத்திலும் தரப் பரிசோதனை.' },
      },
      {
        title: 'On-time delivery',
        text: 'Realistic schedules, weekly progress updates and handovers on the promised date.',
        ta: { title: 'சொன்ன நேரத்தில் முடிப்பு', text: 'நடைமுறைக்கு ஏற்ற நாள்கணக்கு, வாரந்தோறும் வேலை நிலவரம், சொன்ன தேதியில் சாவி.' },
      },
      {
        title: 'End-to-end service',
        text: 'Approvals, design, construction and interiors handled by one accountable team.',
        ta: { title: 'எல்லாம் ஒரே இடத்தில்', text: 'அப்ரூவல், டிசைன், கட்டுமானம், இன்டீரியர்: எல்லாவற்றுக்கும் பொறுப்பேற்கும் ஒரே குழு.' },
      },
      {
        title: 'Support after handover',
        text: 'We stay reachable for maintenance, repairs and future extensions.',
        ta: { title: 'சாவி கொடுத்த பிறகும் துணை', text: 'பராமரிப்பு, பழுதுபார்ப்பு, பிறகு மாடி எடுப்பது போன்ற விரிவாக்கம்: எதற்கும் கூப்பிட்டால் வருவோம்.' },
      },
    ],
    milestones: ABOUT_MILESTONES,
    ta: {
      story: [
        'ஸ்ரீ விருத்தி பில்டர்ஸ் & இன்ஜினியர்ஸ் 1995-ல் விருத்தாசலத்தில் ஒரு சிறிய சிவில் இன்ஜினியரிங் அலுவலகமாகத் தொடங்கியது. "வீடு ஒழுங்கா கட்டணும்" என்று நினைத்த அக்கம்பக்கத்துக் குடும்பங்களுக்கு வீட்டு பிளான் வரைந்து, கட்டுமானத்தை நேரில் மேற்பார்வை செய்தோம்.',
        'ஒருவர் சொல்லி இன்னொருவர் என்று எங்களைத் தேடி வந்தார்கள். இன்று எங்கள் இன்ஜினியர்கள், ஆர்க்கிடெக்ட்கள், சைட் குழுவினர் கடலூர் மாவட்டம் முழுவதும் வீடுகள், கடைகள், பள்ளிகள், மருத்துவமனைகள், தொழிற்சாலை ஷெட்கள் கட்டுகிறார்கள். DTCP, CMDA அப்ரூவல் முதல் ஸ்ட்ரக்சுரல் டிசைன், கட்டுமானம், இன்டீரியர், பழுதுபார்ப்பு வரை எல்லாம் ஒரே இடத்தில்.',
        'நாங்கள் வேலை செய்யும் முறை மட்டும் மாறவில்லை: ஒவ்வொரு சைட்டிலும் ஒரு இன்ஜினியர், காகிதத்தில் நேர்மையான கணக்கு, தலைமுறை தாண்டி நிற்கும் கட்டடம்.',
      ].join('\n\n'),
      mission:
        'பாதுகாப்பான, உறுதியான, அழகான கட்டடங்களை நியாயமான விலையில் டிசைன் செய்து கட்டித் தருவது; ஒவ்வொரு வாடிக்கையாளரின் பணத்தையும் நம்பிக்கையையும் எங்களுடையதாகவே நினைத்துக் காப்பது.',
      vision:
        'தமிழ்நாட்டில் கட்டுமானத்திலும் பொறியியலிலும் மக்கள் அதிகம் நம்பும் பெயராக இருப்பது: தலைமுறை தாண்டி நிற்கும் தரத்துக்கும், சாவி கொடுத்த பிறகும் தொடரும் சேவைக்கும் பெயர் பெறுவது.',
    },
  },
  credit: { name: 'Vriddhi Digital', url: 'https://example.com/' }, // PLACEHOLDER
  ta: {
    firmName: 'ஸ்ரீ விருத்தி பில்டர்ஸ் & இன்ஜினியர்ஸ்', // PLACEHOLDER
    shortName: 'ஸ்ரீ விருத்தி', // PLACEHOLDER
    tagline: 'கட்டுமானமும் பொறியியலும்',
    description:
      'விருத்தாசலம், கடலூர் மாவட்டத்தில் வீடு, கடை, தொழிற்சாலை கட்டுமானம், ஸ்ட்ரக்சுரல் டிசைன், DTCP/CMDA அப்ரூவல் பிளான், இன்டீரியர் வேலைகள். 1995 முதல் தரமும் நேர்மையும் கொண்ட கட்டுமானம்.',
  },
};
