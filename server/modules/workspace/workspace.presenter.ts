import type { TApplicationCard, TCompanyAnswer } from "../../../shared/contract";
import { fileLink } from "../files/file-links";
import type * as repo from "./workspace.repository";
import type { ApplicationRow, CardRow } from "./workspace.repository";

export function presentCard(card: CardRow | undefined | null): TApplicationCard {
  return {
    company: card?.company ?? "",
    name: card?.name ?? "",
    position: card?.position ?? "",
    email: card?.email ?? "",
    countryNumber: card?.countryNumber ?? "82",
    phoneNumber: card?.phoneNumber ?? "",
  };
}

type AnswerRow = Awaited<ReturnType<typeof repo.answersOf>>[number];

export function presentAnswer({ answer, imagePath, imageVisibility }: AnswerRow): TCompanyAnswer {
  return {
    uuid: answer.uuid,
    questionId: answer.questionId,
    title: answer.title,
    type: answer.type,
    content: answer.content,
    repeatInfo: answer.repeatInfo,
    productName: answer.productName,
    productExplain: answer.productExplain,
    productImg: answer.productImg,
    productImgUrl: imagePath ? fileLink(imagePath, imageVisibility) : null,
    productLink: answer.productLink,
  };
}

export function presentApplicant(application: ApplicationRow, card: TApplicationCard) {
  return {
    id: application.id,
    subEventId: application.subEventId,
    applicantId: application.applicantId,
    type: application.type,
    approval: application.approval,
    method: application.method,
    name: application.name || card.company,
    category: application.category,
    keyword: application.keyword,
    note: application.note,
    createdDate: application.createdDate.toISOString(),
    businessCard: card,
  };
}
