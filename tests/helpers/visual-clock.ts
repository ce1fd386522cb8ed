/**
 * The visual tests' server starts its clock here (tests/helpers/fixed-clock.mjs), noon in India; the
 * browser's clock is set a few minutes later (tests/e2e/visual.spec.ts), as if the pages were opened
 * just after the demo data was written.
 */
export const VISUAL_CLOCK_AT = '2030-01-15T06:30:00Z';
