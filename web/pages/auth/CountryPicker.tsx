import { Autocomplete, TextField } from "@mui/material";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { TCountry } from "../../../shared/contract";
import { useCountries } from "../../api/account";
import { currentLanguage } from "../../i18n";

export function countryName(country: TCountry): string {
  const language = currentLanguage();
  return language === "ko" ? country.koName : language === "zh" ? country.zhName : country.enName;
}

/** Country picker showing names in the interface language with the dialing code. */
export function CountryPicker({ value, onChange }: { value: string; onChange: (country: TCountry) => void }) {
  const { t } = useTranslation();
  const { data: unsorted = [] } = useCountries();
  // Sorted by the name shown, in the interface language's order (Korean names in 가나다 order).
  const language = currentLanguage();
  const countries = useMemo(() => {
    const collator = new Intl.Collator(language);
    return [...unsorted].sort((a, b) => collator.compare(countryName(a), countryName(b)));
  }, [unsorted, language]);
  const selected = countries.find((c) => c.code === value) ?? null;
  return (
    <Autocomplete
      options={countries}
      value={selected}
      onChange={(_, country) => country && onChange(country)}
      getOptionLabel={(c) => `${countryName(c)} (+${c.countryNumber})`}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      disableClearable={selected !== null}
      renderInput={(params) => <TextField {...params} label={t("register.country")} />}
    />
  );
}
