import { describe, expect, it } from 'vitest';
import { searchParamsFromFilters } from '#shared/house-churches/words.ts';
import { keptQueryParameters } from '#shared/site/page-queries.ts';

describe('the query parameters pages declare', () => {
  it('covers every filter the house-church directory writes into its URL', () => {
    const filters = {
      near: 'Springfield',
      lat: null,
      lng: null,
      meeting_day: 'Sunday',
      has_spots: true,
      accepts_children: true,
    } as const;
    const byPlace = searchParamsFromFilters(filters);
    const byPosition = searchParamsFromFilters({ ...filters, near: '', lat: 30.3, lng: -97.7 });
    expect(keptQueryParameters('/house-churches')).toEqual(
      expect.arrayContaining([...byPlace.keys(), ...byPosition.keys()]),
    );
  });

  it('keeps none on a page that reads none, and the routes asked for on a data request', () => {
    expect(keptQueryParameters('/')).toEqual([]);
    expect(keptQueryParameters('/events.data')).toEqual(['filter', '_routes']);
    expect(keptQueryParameters('/_root.data')).toEqual(['_routes']);
  });
});
