// The ids of every table are PostgreSQL uuids; a string that is not one never reaches a query
// (PostgreSQL would refuse it with an error rather than find nothing). Any version: the seed's ids
// are md5 hashes shaped as uuids.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
