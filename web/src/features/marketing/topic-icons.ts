/** One icon per industry page, shared by the home grid and the template's industries section. */
import { icon, type IconComponent } from '../../components/icon';

const Baby = icon('baby');
const Briefcase = icon('briefcase');
const Building = icon('building');
const Building2 = icon('building-2');
const Car = icon('car');
const Church = icon('church');
const Dumbbell = icon('dumbbell');
const Factory = icon('factory');
const GraduationCap = icon('graduation-cap');
const HardHat = icon('hard-hat');
const Landmark = icon('landmark');
const SprayCan = icon('spray-can');
const Stethoscope = icon('stethoscope');
const Store = icon('store');
const UtensilsCrossed = icon('utensils-crossed');
const Vault = icon('vault');

export const INDUSTRY_ICONS: Readonly<Record<string, IconComponent>> = {
  'auto-dealerships': Car,
  'banks-financial': Vault,
  'business-offices': Building2,
  'daycare-preschools': Baby,
  'fitness-centers': Dumbbell,
  'government-facilities': Landmark,
  'industrial-manufacturing': Factory,
  'medical-facilities': Stethoscope,
  'property-management': Building,
  'religious-facilities': Church,
  restaurants: UtensilsCrossed,
  'retail-stores': Store,
  'schools-universities': GraduationCap,
  'other-industries': Briefcase,
  'disinfecting-services': SprayCan,
  'specialty-cleaning': HardHat,
};

export function industryIcon(slug: string): IconComponent {
  return INDUSTRY_ICONS[slug] ?? Building2;
}
