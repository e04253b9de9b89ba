/** One icon per industry page, shared by the home grid and the template's industries section. */
import {
  Baby,
  Briefcase,
  Building,
  Building2,
  Car,
  Church,
  Dumbbell,
  Factory,
  GraduationCap,
  HardHat,
  Landmark,
  SprayCan,
  Stethoscope,
  Store,
  UtensilsCrossed,
  Vault,
  type IconComponent,
} from '../../components/icons';

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
