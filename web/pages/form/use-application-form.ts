import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFormDefinition, TSubEvent } from "../../../shared/contract";
import { checkAnswers, checkCard, stripNonEnglish } from "../../../shared/validation/forms";
import { useCurrentUser } from "../../api/account";
import { type FormValue, type FormValues, questionsOf } from "../../features/forms/answer-state";
import { type CardValues, EMPTY_CARD } from "../../features/forms/BusinessCardFields";
import type { MeetingLanguage } from "../../features/meeting-languages/choice";
import { toast } from "../../lib/toast";

/**
 * The state of an application form: the card (prefilled from the user's latest card), the answers,
 * English-only input when the sub-event asks for it, and the step checks in the spec's order.
 */
export function useApplicationForm(subEvent: TSubEvent | undefined, form: TFormDefinition | undefined) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [card, setCardState] = useState<CardValues>(EMPTY_CARD);
  const [values, setValues] = useState<FormValues>({});
  const [prefilled, setPrefilled] = useState(false);
  const [languages, setLanguages] = useState<MeetingLanguage[]>([]);
  const onlyEnglish = subEvent?.counselFormOnlyEng === "Y";
  const consulting = subEvent?.category === "consulting";
  const main = useMemo(() => questionsOf(form?.content), [form]);
  const additional = useMemo(() => questionsOf(form?.additional), [form]);
  const companyQuestion = main.find((q) => q.defaultId === "companyName");

  useEffect(() => {
    const latest = user.data?.businessCards.at(-1);
    if (prefilled || !user.data) return;
    setPrefilled(true);
    const source = latest ?? user.data;
    setCardState({
      company: source.company,
      name: source.name,
      position: source.position,
      email: source.email,
      countryNumber: source.countryNumber || "82",
      phoneNumber: source.phoneNumber,
    });
  }, [user.data, prefilled]);

  const sanitize = (text: string) => {
    if (!onlyEnglish) return text;
    const { value, stripped } = stripNonEnglish(text);
    if (stripped) toast(t("form.onlyEnglish"));
    return value;
  };

  /** Consulting sub-events take the organisation-name answer from the card's company. */
  const effectiveValues: FormValues = useMemo(() => {
    if (!consulting || !companyQuestion) return values;
    return {
      ...values,
      [companyQuestion.id]: { uuid: companyQuestion.id, content: card.company, answerUuid: "" },
    };
  }, [values, consulting, companyQuestion, card.company]);

  const setAnswer = (questionId: string, value: FormValue) =>
    setValues((previous) => ({ ...previous, [questionId]: value }));

  /** Step 1: card blanks (company, name, email, phone), then the main answers. */
  const checkStepOne = (): boolean => {
    const cardKey = checkCard(card);
    if (cardKey) {
      toast(t(cardKey));
      return false;
    }
    return checkPart(main);
  };

  const checkPart = (questions: typeof main): boolean => {
    const problem = checkAnswers(questions, Object.values(effectiveValues), { consulting });
    if (problem) {
      toast(t(problem.key, problem.params));
      document.getElementById(`q-${problem.questionId}`)?.focus();
      return false;
    }
    return true;
  };

  return {
    card,
    setCard: setCardState,
    values: effectiveValues,
    setAnswer,
    /** The meeting languages, asked in sub-events with meetings (docs/decisions.md, "Meeting languages"). */
    languages,
    setLanguages,
    sanitize,
    main,
    additional,
    consulting,
    lockedIds: consulting && companyQuestion ? [companyQuestion.id] : [],
    checkStepOne,
    checkStepTwo: () => checkPart(additional),
  };
}
