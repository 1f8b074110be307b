/**
 * SPEC.md §9 'Nursing', written once: the nursing page, the boarding cards and the team page
 * read these (a module of its own so that pages quoting it don't pull in the whole boarding content).
 */
export const nursingFacts = {
  nursing: "24/7 Nursing Care",
  doctor: "A Doctor Twice a Week",
  medication: "Free Medication for Minor Ailments",
} as const;

/** '24/7 nursing care, a doctor twice a week and free medication for minor ailments' */
export const nursingSummary = `${nursingFacts.nursing}, ${nursingFacts.doctor} and ${nursingFacts.medication}`.toLowerCase();
