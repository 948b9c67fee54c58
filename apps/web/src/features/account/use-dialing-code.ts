import type { Country } from '@playhall/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pickStartingCode } from '@/components/ui/country-select';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { countriesQueryOptions } from '@/lib/api/get-countries';
import { cdnImage } from '@/lib/image-cdn';

/**
 * The countries of the dialing-code dropdown and the chosen code: it starts at `given` when listed, else at the
 * visitor's country (bootstrap location), else at the register default.
 */
export function useDialingCode(given?: string) {
  const bootstrap = useBootstrap();
  const { data: countries = [] } = useQuery(countriesQueryOptions);
  const [code, setCode] = useState(given ?? '');
  useEffect(() => {
    if (countries.length === 0) return;
    setCode((current) =>
      pickStartingCode(
        countries,
        current || given,
        bootstrap.location.countryCode,
        bootstrap.register.defaultCountryDialingCode,
      ),
    );
  }, [countries, given, bootstrap.location.countryCode, bootstrap.register.defaultCountryDialingCode]);
  const flagSrc = (country: Country) => cdnImage(bootstrap.imageCDNs, country.flag);
  return { countries, code: code || bootstrap.register.defaultCountryDialingCode, setCode, flagSrc };
}
