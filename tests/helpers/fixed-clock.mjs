// Preloaded (`node --import`) into the seed and the server of the visual tests (playwright.config.ts):
// the wall clock reads FIXED_CLOCK_AT at the real moment FIXED_CLOCK_FROM (epoch ms; this process's
// start without it) and then all but stands still: it moves on at a thousandth of the real pace, so
// it never goes backwards, and the server's "now" stays after whatever the seed wrote before it. The seed then writes the
// same moments on every run ("asked 3 days ago", an "Apply by" day, a chart's last 14 days), and
// the server shows them the same way ("5 h ago", "15 Jan 2030") however long after the seed a page
// is opened and whatever the day the tests run. Only the wall clock (Date) is moved: timers,
// performance.now() and process.hrtime() keep the real pace.
const at = process.env.FIXED_CLOCK_AT ? Date.parse(process.env.FIXED_CLOCK_AT) : NaN;
if (process.env.FIXED_CLOCK_AT && Number.isNaN(at)) throw new Error(`FIXED_CLOCK_AT is not a date: ${process.env.FIXED_CLOCK_AT}`);

if (!Number.isNaN(at)) {
  const RealDate = globalThis.Date;
  const started = Number(process.env.FIXED_CLOCK_FROM) || RealDate.now();
  const now = () => at + Math.floor((RealDate.now() - started) / 1000);
  /** Date with its "now" moved; every date it makes is a real Date (same prototype, so `instanceof Date` holds both ways). */
  function FixedClockDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  FixedClockDate.prototype = RealDate.prototype;
  FixedClockDate.now = now;
  FixedClockDate.parse = RealDate.parse;
  FixedClockDate.UTC = RealDate.UTC;
  globalThis.Date = FixedClockDate;
}
