/** Display items (docs/decisions.md P5): keyword rules in order, first match wins, and the shape of every set. */
import { describe, expect, it } from 'vitest';
import { DISPLAY_RULES, DISPLAY_SETS, getDisplayItems, selectDisplayKey, type DisplayKey } from '../../shared/posts/display-items';

describe('selectDisplayKey', () => {
  it.each<[string, DisplayKey]>([
    ['Healthcare Facility Cleaning: OSHA and HIPAA Standards', 'healthcare'],
    ['Keeping a Medical Office Spotless', 'healthcare'],
    ['Hospital Waiting Rooms', 'healthcare'],
    ['Restaurant Deep Cleaning for Food Safety', 'restaurant'],
    ['Food Service Hygiene 101', 'restaurant'],
    ['Commercial Kitchen Checklists', 'restaurant'],
    ['Retail Cleaning That Sells', 'retail'],
    ['Shopping Center Upkeep', 'retail'],
    ['Storefront Glass All Year', 'retail'],
    ['Office Cleaning Mistakes to Avoid', 'office'],
    ['Corporate Campus Care', 'office'],
    ['A Healthier Workplace', 'office'],
    ['School Restroom Standards', 'school'],
    ['Education Facilities in Summer', 'school'],
    ['University Dorm Turnover', 'school'],
    ['Clean Daycare, Safer Daycare', 'daycare'],
    ['Childcare Sanitizing Basics', 'daycare'],
    ['Preschool Toy Rotation', 'daycare'],
    ['Parking Lot Maintenance Matters', 'parking'],
    ['Why Regular Floor Care Pays Off', 'floor'],
    ['Green Cleaning Explained', 'green'],
    ['Sustainable Cleaning Products for Your Business', 'green'],
    ['Eco-Friendly Supplies', 'green'],
    ['How Commercial Power Washing Improves Property Value', 'power-washing'],
    ['A Year-Round Commercial Landscaping Calendar', 'landscaping'],
    ['Smart Facility Management Technology', 'facility'],
    ['Management Dashboards', 'facility'],
    ['Professional vs. DIY: What It Really Costs', 'professional-diy'],
    ['The Hidden Costs of Neglecting Commercial Janitorial Services', 'cleaning'],
    ['Deep Cleaning After Construction', 'cleaning'],
    ['Hurricane Season Checklist', 'default'],
  ])('%s -> %s', (title, key) => {
    expect(selectDisplayKey(title, 'Anything')).toBe(key);
  });

  it('is case-insensitive on the title', () => {
    expect(selectDisplayKey('HEALTHCARE NOW', '')).toBe('healthcare');
  });

  it('matches keywords at the start of a word only', () => {
    // 'restore' contains 'store' but is not about retail.
    expect(selectDisplayKey('How to Restore Shine', '')).toBe('default');
  });

  it("also picks the daycare set for the exact category 'Specialized Cleaning'", () => {
    expect(selectDisplayKey('A Guide Without Keywords', 'Specialized Cleaning')).toBe('daycare');
    expect(selectDisplayKey('A Guide Without Keywords', 'specialized cleaning')).toBe('default');
  });

  it('applies the rules in their fixed order: the first match wins', () => {
    expect(selectDisplayKey('Medical Office Kitchen Floors', '')).toBe('healthcare');
    expect(selectDisplayKey('Restaurant Floors and Parking', '')).toBe('restaurant');
    expect(selectDisplayKey('Retail Office Space', '')).toBe('retail');
    expect(selectDisplayKey('Office Parking', '')).toBe('office');
    expect(selectDisplayKey('School Daycare Rooms', '')).toBe('school');
    // Category rule of daycare beats later keywords.
    expect(selectDisplayKey('Parking Lots', 'Specialized Cleaning')).toBe('daycare');
    expect(selectDisplayKey('Parking Garage Floor Care', '')).toBe('parking');
    expect(selectDisplayKey('Floor Care with Green Cleaning', '')).toBe('floor');
    expect(selectDisplayKey('Sustainable Power Washing', '')).toBe('green');
    expect(selectDisplayKey('Power Washing and Landscaping', '')).toBe('power-washing');
    expect(selectDisplayKey('Landscaping Management', '')).toBe('landscaping');
    expect(selectDisplayKey('Facility Management vs DIY, Professional View', '')).toBe('facility');
    expect(selectDisplayKey('Professional or DIY Cleaning', '')).toBe('professional-diy');
  });

  it('needs both professional and diy for that rule', () => {
    expect(selectDisplayKey('Professional Standards', '')).toBe('default');
    expect(selectDisplayKey('DIY Tips', '')).toBe('default');
  });

  it('has one rule per keyword group of docs/decisions.md P5, in order', () => {
    expect(DISPLAY_RULES.map((r) => r.key)).toEqual([
      'healthcare',
      'restaurant',
      'retail',
      'office',
      'school',
      'daycare',
      'parking',
      'floor',
      'green',
      'power-washing',
      'landscaping',
      'facility',
      'professional-diy',
      'cleaning',
    ]);
  });
});

describe('display sets', () => {
  const keys = Object.keys(DISPLAY_SETS) as DisplayKey[];

  it('exist for every rule and the default', () => {
    expect(keys.sort()).toEqual([...DISPLAY_RULES.map((r) => r.key), 'default'].sort());
  });

  it.each(keys)('%s has 4 stats, 2 chips, 4 trends, 3 local insights, 3 tips and an offer', (key) => {
    const set = DISPLAY_SETS[key];
    expect(set.stats).toHaveLength(4);
    for (const s of set.stats) {
      expect(s.metric.length).toBeGreaterThan(3);
      expect(s.value.length).toBeGreaterThan(0);
    }
    expect(set.chips).toHaveLength(2);
    for (const c of set.chips) {
      expect(['green', 'blue']).toContain(c.color);
      expect(c.label).not.toBe('');
      expect(c.value).not.toBe('');
    }
    expect(set.trending).toHaveLength(4);
    expect(set.local).toHaveLength(3);
    expect(set.tips).toHaveLength(3);
    expect(set.offer.length).toBeGreaterThan(40);
  });

  it.each(keys)('%s local insights speak about Ocala, Marion County or Florida', (key) => {
    const local = DISPLAY_SETS[key].local.join(' ');
    expect(local).toMatch(/Ocala|Marion County|Florida/);
  });

  it('getDisplayItems returns the chosen set with its key', () => {
    const items = getDisplayItems({ title: 'Clean Daycare, Safer Daycare', category: 'Specialized Cleaning' });
    expect(items.key).toBe('daycare');
    expect(items.stats).toBe(DISPLAY_SETS.daycare.stats);
  });
});
