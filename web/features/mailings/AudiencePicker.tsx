import {
  Autocomplete,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAILING_GROUPS, type THostApplicant, type TMailingGroup } from "../../../shared/contract";
import { useApplicantSearch } from "../../api/mailings";

export interface Audience {
  groups: TMailingGroup[];
  chosen: THostApplicant[];
}

/** The recipients: groups of the sub-event and individually chosen applicants. */
export function AudiencePicker(props: {
  subEventId: number;
  groupNames: { sellers: string; buyers: string };
  value: Audience;
  onChange: (value: Audience) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState("");
  const [word, setWord] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setWord(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const options = useApplicantSearch(props.subEventId, word);
  const label = (group: TMailingGroup) => {
    const base = t(`mailings.group.${group}`);
    const named = group === "sellers" || group === "buyers" ? props.groupNames[group] : "";
    return named && named !== base ? `${base} (${named})` : base;
  };
  const toggle = (group: TMailingGroup, on: boolean) =>
    props.onChange({
      ...props.value,
      groups: on ? [...props.value.groups, group] : props.value.groups.filter((g) => g !== group),
    });
  return (
    <FormControl component="fieldset" sx={{ gap: 1 }}>
      <FormLabel component="legend">{t("mailings.recipients")}</FormLabel>
      <FormGroup aria-label={t("mailings.groupsLabel")} sx={{ flexDirection: { xs: "column", sm: "row" } }}>
        {MAILING_GROUPS.map((group) => (
          <FormControlLabel
            key={group}
            control={
              <Checkbox
                checked={props.value.groups.includes(group)}
                onChange={(e) => toggle(group, e.target.checked)}
              />
            }
            label={label(group)}
          />
        ))}
      </FormGroup>
      <Autocomplete
        multiple
        filterSelectedOptions
        options={options.data?.content ?? []}
        loading={options.isFetching}
        value={props.value.chosen}
        onChange={(_, chosen) => props.onChange({ ...props.value, chosen })}
        inputValue={input}
        onInputChange={(_, value, reason) => reason !== "reset" && setInput(value)}
        filterOptions={(x) => x}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(a) => `${a.company || a.name} · ${a.name} (${a.email})`}
        renderValue={(chosen, getItemProps) =>
          chosen.map((a, index) => {
            const { key, ...rest } = getItemProps({ index });
            return <Chip key={key} size="small" label={a.company || a.name} {...rest} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label={t("mailings.chosen")} placeholder={t("mailings.chosenHelp")} />
        )}
      />
      <FormHelperText>{t("mailings.membersNote")}</FormHelperText>
    </FormControl>
  );
}
