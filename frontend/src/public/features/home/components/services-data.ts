import { Calculator, Construction, DraftingCompass, FileCheck, Handshake, PaintRoller, Wrench, type LucideIcon } from 'lucide-react';

export interface ServiceSummary {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The seven services the firm names on the home page: static, not from the server. */
export const homeServices: ServiceSummary[] = [
  {
    title: 'Approval Plan',
    description: 'DTCP and CMDA approval drawings prepared and followed through with the authorities, so your building is legal from day one.',
    icon: FileCheck,
  },
  {
    title: 'Estimation Valuation',
    description: 'Detailed quantity estimates and property valuation reports for budgeting, bank loans and resale.',
    icon: Calculator,
  },
  {
    title: 'Construction',
    description: 'Homes, shops and commercial buildings built with quality materials, trained crews and daily site supervision.',
    icon: Construction,
  },
  {
    title: 'Structural Design',
    description: 'Safe, economical RCC and steel structures, designed and checked by qualified structural engineers.',
    icon: DraftingCompass,
  },
  {
    title: 'Interior & Exterior Design',
    description: '2D plans and 3D views of interiors and elevations, so you can walk through your building before it is built.',
    icon: PaintRoller,
  },
  {
    title: 'Consultation',
    description: 'Independent advice on plots, soil, materials, budgets and contracts before you commit a single rupee.',
    icon: Handshake,
  },
  {
    title: 'Repair and Rehabilitation',
    description: 'Crack repair, waterproofing, strengthening and renovation that give older buildings a long new life.',
    icon: Wrench,
  },
];
