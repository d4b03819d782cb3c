import type { TApplication, TFormAnswer, TKeyword } from "../../../shared/contract";
import { fileLink } from "../files/file-links";
import type { ApplicationRow, listAnswers } from "./applications.repository";

type AnswerJoin = Awaited<ReturnType<typeof listAnswers>>[number];

export function presentAnswer(row: AnswerJoin): TFormAnswer {
  const a = row.answer;
  return {
    id: a.uuid,
    uuid: a.questionId,
    formId: a.formId,
    title: a.title,
    type: a.type as TFormAnswer["type"],
    content: a.content,
    answerUuid: a.answerUuid,
    repeatInfo: a.repeatInfo,
    additionOrder: a.additionOrder,
    productName: a.productName,
    productExplain: a.productExplain,
    productImg: a.productImg,
    productLink: a.productLink,
    filePath:
      a.type === "product"
        ? fileLink(row.productPath, row.productVisibility)
        : fileLink(row.answerPath, row.answerVisibility),
    fileName: a.type === "file" ? (row.answerName ?? "") : "",
  };
}

interface CardLike {
  company: string;
  name: string;
  email: string;
  countryNumber: string;
  phoneNumber: string;
  position: string;
}

export function presentApplication(
  application: ApplicationRow,
  parts: {
    formId: number | null;
    card: CardLike | undefined;
    keywords: TKeyword[];
    answers: TFormAnswer[];
    role: "owner" | "colleague";
  },
): TApplication {
  const card = parts.card;
  return {
    id: application.id,
    subEventId: application.subEventId,
    name: application.name,
    type: application.type,
    approval: application.approval,
    reason: application.reason,
    method: application.method,
    category: application.category,
    keyword: application.keyword,
    note: application.note,
    meetingPreference: application.meetingPreference,
    meetingPurpose: application.meetingPurpose,
    createdDate: application.createdDate.toISOString(),
    applicantId: application.applicantId,
    formId: parts.formId,
    applicants: card
      ? [
          {
            businessCard: {
              company: card.company,
              name: card.name,
              email: card.email,
              countryNumber: card.countryNumber,
              phoneNumber: card.phoneNumber,
              position: card.position,
            },
          },
        ]
      : [],
    keywords: parts.keywords,
    applicationFormAnswers: parts.answers,
    role: parts.role,
  };
}
