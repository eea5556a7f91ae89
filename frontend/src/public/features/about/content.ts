import { BadgeCheck, Clock, HardHat, Headset, Layers, Wallet, type LucideIcon } from 'lucide-react';

// PLACEHOLDER copy: milestones and team members are illustrative until the firm supplies its own.

export const milestones = [
  {
    year: '1995',
    title: 'Founded in Vriddhachalam',
    text: 'A small civil engineering practice opens near the town centre, drawing plans and supervising homes.',
  },
  {
    year: '2004',
    title: 'Our own construction crews',
    text: 'We begin building end to end, with trained masons, carpenters and site engineers on our payroll.',
  },
  {
    year: '2013',
    title: 'Structural design & approvals',
    text: 'A dedicated design wing handles structural calculations and DTCP/CMDA approval plans in-house.',
  },
  { year: 'Today', title: '500+ projects, 50+ people', text: 'Homes, shops, schools, factories and public works across Cuddalore District and beyond.' },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const team: TeamMember[] = [
  { name: 'Er. K. Ramasamy', role: 'Founder & Managing Director', bio: 'Civil engineer with three decades of building across the district.' },
  { name: 'Er. R. Senthil Kumar', role: 'Chief Structural Engineer', bio: 'Designs safe, economical RCC and steel frames for every project.' },
  { name: 'Ar. M. Divya', role: 'Lead Architect & Interiors', bio: 'Turns briefs into plans, elevations and 3D interiors clients love.' },
  { name: 'S. Karthikeyan', role: 'Head of Site Operations', bio: 'Keeps crews, materials and schedules on track from footing to finish.' },
];

export interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const reasons: Reason[] = [
  { title: 'Experienced engineers', text: 'Qualified civil and structural engineers design, check and supervise every job.', icon: HardHat },
  { title: 'Transparent pricing', text: 'Itemised estimates up front and no surprise bills at handover.', icon: Wallet },
  { title: 'Quality materials', text: 'Branded cement and steel, tested concrete and stage-wise quality checks.', icon: BadgeCheck },
  { title: 'On-time delivery', text: 'Realistic schedules, weekly progress updates and handovers on the promised date.', icon: Clock },
  { title: 'End-to-end service', text: 'Approvals, design, construction and interiors handled by one accountable team.', icon: Layers },
  { title: 'Support after handover', text: 'We stay reachable for maintenance, repairs and future extensions.', icon: Headset },
];
