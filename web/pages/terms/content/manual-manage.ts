/** Manual page for organizers running an event: applicants, matching, slots, communication. */
import { img, p, page, section, steps, tip } from "./manual-build";

export const manageEvent = page(
  "manageEvent",
  ["행사 운영하기", "Running an event"],
  [
    "승인된 행사를 운영하는 주최자를 위한 안내입니다. 참가 신청 심사, 통역사 지정, 자동 매칭, 슬롯 차단, 공지와 메일, 웨비나, 당일 모니터링까지 다룹니다.",
    "For organizers running an approved event: reviewing applications, assigning interpreters, automatic matching, blocking slots, notices and mail, webinars, and monitoring on the day.",
  ],
  [
    section(
      "applicants",
      ["참가 신청 심사", "Review applications"],
      [
        img(
          "applicant-review",
          "신청자 목록과 반려 사유 입력 창",
          "The applicant list with the reject-with-reason dialog",
        ),
      ],
      [
        section(
          "review-list",
          ["신청자 목록", "The applicant list"],
          [
            p(
              "주최자 콘솔에서 세부 행사를 열고 신청 관리로 이동합니다. 대기, 승인, 반려 상태와 셀러·바이어 유형으로 거르고, 회사명을 입력한 뒤 Enter로 검색합니다. 행을 열면 명함과 모든 답변(신청자만 공개 답변 포함), 첨부파일을 볼 수 있습니다.",
              "Open the sub-event in the organizer console and go to Applications. Filter by state (waiting, approved, rejected) and type (seller, buyer), and search by company name with Enter. A row opens the business card, every answer (including applicants-only answers) and the uploaded files.",
            ),
          ],
        ),
        section(
          "approve-reject",
          ["승인과 반려", "Approve or reject"],
          [
            steps(
              [
                "심사할 신청을 하나 이상 체크합니다. 아무것도 고르지 않으면 ‘대상을 선택해 주세요’ 알림이 뜹니다.",
                "Tick one or more applications. With nothing selected you see “please select a target”.",
              ],
              [
                "승인을 누르면 신청자에게 승인 메일이 가고, 참가기업 목록과 미팅 등 워크스페이스가 열립니다.",
                "Approve sends an approval mail and opens the workspace (participant list, meetings and more) to the applicant.",
              ],
              [
                "반려를 누르고 사유를 입력합니다. 사유는 반려 메일과 신청자의 내 정보 화면에 그대로 표시됩니다.",
                "Reject asks for a reason. It is shown as written in the rejection mail and on the applicant's My info page.",
              ],
            ),
            tip(
              "반려 사유는 신청자가 다음에 무엇을 하면 되는지 알 수 있도록 구체적으로 적으세요. 예: ‘식품 분야 바이어 정원이 찼습니다. 다음 회차에 신청해 주세요.’",
              "Write reasons the applicant can act on, for example “Our buyer quota for Food is full. Please apply again next season.”",
            ),
          ],
        ),
        section(
          "export",
          ["엑셀로 내보내기", "Export to a spreadsheet"],
          [
            p(
              "내보내기를 누르면 현재 필터의 신청자 목록이 .xlsx 파일로 저장됩니다. 파일 이름에는 행사명과 저장 시각이 들어가고, 날짜는 YYYY-MM-DD 형식입니다. 참가자 명단, 출입증, 사후 보고에 활용하세요.",
              "Export saves the applicants of the current filter as an .xlsx file named after the event with a timestamp; dates use YYYY-MM-DD. Use it for attendee lists, badges and reports.",
            ),
            tip(
              "내보낸 파일에는 개인정보가 들어 있습니다. 행사 운영 목적으로만 쓰고 필요 없어지면 삭제하세요.",
              "The file contains personal data. Use it only to run the event and delete it when no longer needed.",
            ),
          ],
        ),
      ],
    ),
    section(
      "interpreters",
      ["통역사 지정", "Interpreters"],
      [],
      [
        section(
          "assign-interpreter",
          ["통역사 등록", "Assign an interpreter"],
          [
            p(
              "통역사는 Bizmeet에 가입한 계정이 있어야 합니다. 세부 행사의 통역사 메뉴에서 통역사의 가입 이메일을 입력하고 지원할 미팅을 지정합니다. 가입되지 않은 이메일이면 오류가 표시되니, 먼저 가입을 부탁하세요.",
              "Interpreters need a Bizmeet account. In the sub-event's Interpreters menu enter the email they registered with and choose the meetings they support. An unregistered address is refused; ask the person to sign up first.",
            ),
          ],
        ),
        section(
          "interpreter-workspace",
          ["통역사 화면", "What interpreters see"],
          [
            p(
              "통역사는 계정 메뉴의 통역사 목록에서 세부 행사를 고르면 전용 화면으로 들어갑니다. 참가기업 정보, 이번 주 미팅 현황, 상담일지, 공지사항을 볼 수 있고 배정된 화상 미팅에 바로 참여합니다.",
              "Interpreters pick the sub-event from the Interpreter list in their account menu and enter their own workspace: participant info, this week's meetings, consultation notes and notices. They join their assigned video meetings from there.",
            ),
          ],
        ),
      ],
    ),
    section(
      "matching",
      ["매칭 운영", "Run matching"],
      [
        img(
          "matching-run",
          "자동 매칭 화면: TIGHT와 일반 모드, 실행과 취소, 메일 설정",
          "Automatic matching: TIGHT and normal modes, run, cancel and mail options",
        ),
      ],
      [
        section(
          "modes",
          ["매칭 모드", "Modes"],
          [
            steps(
              [
                "TIGHT: 분야가 같고 키워드가 하나 이상 겹치는 셀러와 바이어만 연결합니다. 적지만 정확한 미팅을 원할 때 씁니다.",
                "TIGHT: pairs a seller and a buyer only when the category matches and at least one keyword is shared. Fewer, closer meetings.",
              ],
              [
                "일반: 분야만 같으면 연결합니다. 미팅 수를 늘리고 싶을 때 씁니다.",
                "Normal: the category must match. More meetings.",
              ],
            ),
            p(
              "자동 매칭은 셀러와 바이어 사이에서만 미팅을 만들고, 한 참가자에게 같은 시간에 두 미팅을 잡지 않습니다. 참가자의 불가 표시, 주최자 차단 슬롯, 미팅 불가 일시, 세부 행사 기간, 하루 슬롯 수, 이미 확정된 미팅을 모두 지킵니다.",
              "Automatic matching only pairs sellers with buyers and never gives a participant two meetings at once. It respects participants' unavailable marks, host-blocked slots, unavailable dates, the sub-event period, the slots per day and meetings already confirmed.",
            ),
          ],
        ),
        section(
          "run-cancel",
          ["실행과 취소", "Run and cancel"],
          [
            p(
              "전체 매칭 실행을 누르면 미팅이 만들어지고, 주최자가 편성한 미팅이므로 수락 절차 없이 바로 확정됩니다. 결과가 마음에 들지 않으면 전체 매칭 취소로 자동 편성된 미팅을 한 번에 지울 수 있습니다. 참가자가 직접 신청한 미팅은 지워지지 않습니다.",
              "Run full matching creates meetings that are confirmed at once, without acceptance, because the organizer arranged them. If you do not like the result, Cancel all matching removes the automatically arranged meetings in one go; meetings participants booked themselves stay.",
            ),
            tip(
              "매칭 전에 참가자들에게 불가 시간을 표시해 달라고 공지하면 불참이 크게 줄어듭니다.",
              "Ask participants by notice to mark their unavailable times before you run matching; it greatly reduces no-shows.",
            ),
          ],
        ),
        section(
          "mail-options",
          ["매칭 메일", "Matching mail"],
          [
            p(
              "메일 발송 스위치를 끄면 매칭으로 생긴 미팅 알림 메일이 나가지 않습니다. 결과를 검토한 뒤 확정 일정 메일 보내기를 누르면 참가자마다 자신의 확정 미팅과 시간을 정리한 메일을 한 통씩 받습니다.",
              "With the mail switch off, no meeting mails go out while you match. When the result is final, Send schedule mail sends each participant one mail listing their confirmed meetings and times.",
            ),
          ],
        ),
      ],
    ),
    section(
      "slots",
      ["슬롯 차단", "Block slots"],
      [
        img(
          "slot-block",
          "참가자 일정표에서 슬롯을 골라 주최자 차단",
          "Selecting slots in a participant's schedule to block them",
        ),
      ],
      [
        section(
          "block-slots",
          ["참가자별 슬롯 차단", "Block slots for a participant"],
          [
            p(
              "참가자의 일정표를 열고 막을 슬롯을 고른 뒤 선택 차단을 누릅니다(예: 해당 기업의 현장 발표 시간). 차단된 슬롯은 ‘주최자 차단’이 되어 아무도 신청할 수 없고, 참가자는 해제할 수 없습니다. 차단한 슬롯을 골라 해제하면 다시 열립니다.",
              "Open a participant's schedule, select the slots and click Block selected (for example when the company gives a talk on stage). Blocked slots become Blocked by host: nobody can book them and the participant cannot lift them. Select them and choose Unblock to reopen them.",
            ),
          ],
        ),
        section(
          "freeze-booking",
          ["미팅 신청 열고 닫기", "Open and close booking"],
          [
            p(
              "세부 행사 설정의 미팅 가능을 끄면 참가자는 일정을 볼 수만 있고 신청·수락·취소를 할 수 없습니다. 자동 매칭을 돌리는 동안이나 행사 직전 일정을 고정할 때 쓰세요. 모두가 막아야 하는 시간(점심 등)은 미팅 불가 일시로 지정합니다.",
              "Turn Meetings available off in the sub-event settings and participants can see their schedule but not request, accept or cancel. Use it while you run matching or to freeze the schedule just before the event. Times closed for everyone (lunch, for example) belong in the unavailable dates.",
            ),
          ],
        ),
      ],
    ),
    section(
      "communication",
      ["공지, 메일, 채팅", "Notices, mail and chat"],
      [],
      [
        section(
          "notices",
          ["공지사항", "Notices"],
          [
            p(
              "세부 행사의 공지사항을 작성·수정·삭제합니다. 본문에는 굵게, 목록, 링크 같은 서식을 쓸 수 있으며, 새 공지가 목록 맨 위에 나타납니다. 스크립트 등 위험한 내용은 자동으로 제거됩니다.",
              "Create, edit and delete the sub-event's notices. The text supports formatting such as bold, lists and links, and a new notice appears at the top of the list. Scripts and other unsafe content are removed automatically.",
            ),
          ],
        ),
        section(
          "mail",
          ["메일 보내기", "Send mail"],
          [
            p(
              "전체 참가자, 셀러 그룹, 바이어 그룹 또는 고른 참가자에게 메일을 보낼 수 있습니다. 메일은 이메일과 워크스페이스 메일함에 함께 도착합니다.",
              "Send mail to all participants, the seller group, the buyer group or selected participants. It arrives by email and in the workspace mailbox.",
            ),
            p(
              "신청 접수, 승인, 반려, 미팅 신청, 미팅 확정·거절·취소, 행사 D-day 안내 메일은 자동으로 발송됩니다.",
              "Mails for application received, approved and rejected, meeting requested, confirmed, rejected and cancelled, and the event D-day reminder are sent automatically.",
            ),
          ],
        ),
        section(
          "chat-moderation",
          ["채팅 관리", "Chat moderation"],
          [
            p(
              "부적절한 메시지를 보내는 참가자의 채팅을 금지할 수 있습니다. 금지된 참가자는 ‘채팅이 금지되었습니다’ 안내와 함께 입력창이 잠기며, 해제하면 다시 쓸 수 있습니다. 메시지를 삭제하면 ‘삭제된 메시지’로 표시됩니다.",
              "You can prohibit chat for a participant who misbehaves: their input is disabled with a notice until you release it. Deleted messages show as “deleted message”.",
            ),
          ],
        ),
      ],
    ),
    section(
      "webinars",
      ["웨비나 운영", "Run webinars"],
      [],
      [
        section(
          "create-webinar",
          ["웨비나 등록", "Set up a webinar"],
          [
            p(
              "컨퍼런스 세부 행사에서 웨비나를 추가하고 제목, 시작·종료 시각, 설명, 방송 링크, 첨부파일, 발표자를 입력합니다. 링크가 비어 있으면 참가자에게 입장 버튼이 ‘준비 중’으로 보입니다.",
              "In a conference sub-event add a webinar with title, start and end time, description, session link, attachments and presenters. While the link is empty participants see the Enter button as Preparing.",
            ),
          ],
        ),
        section(
          "presenter-tools",
          ["발표자 도구와 Q&A", "Presenter tools and Q&A"],
          [
            p(
              "발표자는 참석자의 마이크와 카메라를 끄고, 손들기를 수락하거나 거절하고, 채팅을 금지하고, 메시지를 삭제하고, 참석자를 내보낼 수 있습니다. 내보낸 참석자는 차단 목록에 들어가며 발표자가 해제할 수 있습니다.",
              "Presenters can mute attendees and stop their video, accept or refuse raised hands, prohibit chat, delete messages and send attendees out; those sent out go to a block list the presenter can clear.",
            ),
            p(
              "Q&A에서 발표자와 주최자는 질문에 답하고 질문을 삭제할 수 있으며, 답변에는 발표자 또는 주최자 표시가 붙습니다. 비공개 질문은 첫 번째 발표자와 작성자만 내용을 볼 수 있습니다.",
              "In the Q&A, presenters and the organizer answer and delete questions; answers are labelled presenter or host. A private question's content is visible only to the first presenter and its author.",
            ),
          ],
        ),
      ],
    ),
    section(
      "on-the-day",
      ["행사 당일과 이후", "On the day and after"],
      [
        img(
          "monitoring",
          "미팅 모니터링: 접속은 초록, 미접속은 빨강",
          "Meeting monitoring: green connected, red not joined",
        ),
      ],
      [
        section(
          "monitoring",
          ["미팅 모니터링", "Monitor meetings"],
          [
            p(
              "모니터링 화면은 지금 진행 중인 미팅과 양쪽 참가자의 접속 상태를 보여 줍니다. 초록색은 화상 미팅에 접속한 상태, 빨간색은 아직 들어오지 않은 상태입니다. 상태는 참가자가 들어오면 바로 바뀝니다.",
              "The monitoring view lists the meetings in progress with each side's connection: green means connected to the video meeting, red means not joined yet. It updates as soon as someone joins.",
            ),
            tip(
              "시작 후 몇 분이 지나도 빨간색인 참가자에게는 채팅이나 전화로 연락하세요. 담당자 연락처는 신청서에서 확인할 수 있습니다.",
              "If a side is still red a few minutes after the start, reach them by chat or phone; contacts are in their application.",
            ),
          ],
        ),
        section(
          "on-site",
          ["현장 운영", "On site"],
          [
            p(
              "현장 등록을 켠 사전등록 세부 행사에서는 현장에서 바로 등록을 받을 수 있습니다. 현장 미팅은 참가자 일정표의 상대 기업 정보로 테이블을 안내하고, 통역이 필요한 미팅에는 통역사를 배정하세요.",
              "Registration sub-events with on-site registration turned on accept sign-ups at the venue. For on-site meetings, guide participants to their tables using the schedule, and assign interpreters where needed.",
            ),
          ],
        ),
        section(
          "after-event",
          ["행사 후", "After the event"],
          [
            p(
              "참가자가 작성한 미팅 설문과 상담일지를 모아 성과를 정리하고, 신청자 목록을 내보내 사후 보고에 씁니다. 감사 인사나 다음 행사 안내는 메일로 보낼 수 있습니다.",
              "Collect the meeting surveys and consultation notes to report results, and export the applicant list for your follow-up. Send thanks or news of the next edition by mail.",
            ),
          ],
        ),
      ],
    ),
  ],
);
