const NORTH = ['Ha Noi', 'Hai Phong', 'Quang Ninh'];
const CENTRAL = ['Da Nang', 'Khanh Hoa', 'Hue', 'Dak Lak'];

/** The draw region of a Vietnam lottery, from the province that opens its English name. */
export function vnRegion(englishName: string): 'NORTH' | 'CENTRAL' | 'SOUTH' {
  if (NORTH.some((province) => englishName.startsWith(province))) return 'NORTH';
  if (CENTRAL.some((province) => englishName.startsWith(province))) return 'CENTRAL';
  return 'SOUTH';
}
