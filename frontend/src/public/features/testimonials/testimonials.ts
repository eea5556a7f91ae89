export interface Testimonial {
  id: number;
  name: string;
  position: string;
  content: string;
}

/** Four static testimonials, not from the server. PLACEHOLDER: replace with the firm's real, consented client quotes. */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Rajesh Kumar',
    position: 'Homeowner, Vriddhachalam',
    content:
      'They handled everything from the DTCP approval to the final coat of paint. Our house was handed over on the promised date, and the final bill matched the estimate almost to the rupee.',
  },
  {
    id: 2,
    name: 'Dr. Lakshmi Narayanan',
    position: 'Clinic Owner, Cuddalore',
    content:
      'The structural design for our two-storey clinic was clear and economical. The engineers explained every decision, and the site was always clean and well supervised.',
  },
  {
    id: 3,
    name: 'S. Muthukumar',
    position: 'Managing Partner, Sri Murugan Textiles',
    content:
      'Our showroom and godown were finished ahead of schedule without cutting corners. They were honest about costs and solved problems before they could become delays.',
  },
  {
    id: 4,
    name: 'Priya Senthil',
    position: 'Homeowner, Neyveli',
    content:
      'The 3D interior designs helped us decide with confidence. What we saw on the screen is exactly the home we live in today. I recommend them to anyone who is planning to build.',
  },
];

/** The carousel moves to the next testimonial every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000;
