/** Participant manual, second half: the sub-event workspace, meetings, video and after the meeting. */
import { type BiSection, img, p, section, steps, tip } from "./manual-build";

export const workspaceSections: BiSection[] = [
  section(
    "workspace",
    ["세부 행사 워크스페이스", "The sub-event workspace"],
    [
      p(
        "왼쪽 메뉴에는 참가기업, 제품, 채팅, 미팅, 웨비나, 상담일지, 설문, 담당자, 공지사항, 메일함, 행사 정보, 홈이 있습니다. 제품과 미팅, 웨비나 등은 주최자가 해당 기능을 켠 세부 행사에서만 보입니다. 읽지 않은 채팅과 응답을 기다리는 미팅은 숫자 배지로 표시됩니다.",
        "The sidebar holds Participants, Products, Chat, Meetings, Webinar, Consultation, Survey, Managers, Notices, Mailing, Event info and Home. Products, meetings and webinars appear only when the organizer enabled them. Badges count unread chats and meetings waiting for you.",
      ),
      img(
        "participant-list",
        "참가기업 목록: 유형 필터, 검색, 매칭 메뉴, 매칭 점수",
        "Participant list with type filter, search, Match menu and match scores",
      ),
    ],
    [
      section(
        "participants",
        ["참가기업 목록", "Participant list"],
        [
          p(
            "유형, 회사명, 담당자, 분야, 키워드, 비고가 표시됩니다. 전체, 셀러 그룹, 바이어 그룹으로 거르고, 회사명을 입력한 뒤 Enter로 검색합니다. 한 페이지에 10개씩 보입니다.",
            "Columns: type, company, manager, category, keyword, note. Filter by All, seller group or buyer group, and search by company name with Enter. Ten rows per page.",
          ),
          p(
            "매칭 메뉴에서 추천(매칭 점수 순), 연결(미팅을 신청했거나 관심을 보인 상대), 맞춤 매칭을 고를 수 있습니다. 매칭 점수는 분야와 키워드가 겹칠수록, 소개 내용이 비슷할수록, 서로 관심을 보였을수록 높아집니다.",
            "The Match menu offers Recommended (by match score), Connected (companies you or they already reached out to) and Tailored matching. The score rises with shared categories and keywords, similar descriptions and interest shown on either side.",
          ),
        ],
      ),
      section(
        "company-detail",
        ["기업 상세", "Company detail"],
        [
          p(
            "목록에서 행을 누르면 회사 정보, 추가 정보, 담당자, 미팅 현황 탭이 열립니다. 미팅 현황 탭에서 그 회사와의 미팅을 바로 신청할 수 있습니다. 같은 유형끼리(셀러와 셀러)는 미팅 현황 탭이 보이지 않습니다.",
            "Click a row to open tabs for company info, additional info, manager and meeting status. From the meeting status tab you can request a meeting with that company. The tab is hidden between two companies of the same type (seller and seller).",
          ),
          p(
            "제품 메뉴에서는 참가기업 제품을 갤러리(한 페이지 16개)로 보고, 카드를 눌러 해당 기업 상세로 이동할 수 있습니다.",
            "The Products menu shows participants' products as a gallery (16 per page); a card opens the company's detail.",
          ),
          tip(
            "‘신청자만 공개’로 설정된 질문의 답변은 주최자와 신청자 본인만 볼 수 있습니다.",
            "Answers to questions marked for applicants only are visible to the organizer and the applicant, not to other participants.",
          ),
        ],
      ),
      section(
        "chat",
        ["채팅", "Chat"],
        [
          p(
            "채팅 메뉴에 대화 상대의 회사, 이름, 이메일, 전화번호와 읽지 않은 메시지 수가 표시됩니다. 대화를 열면 최근 메시지부터 보이고, 내 명함 정보를 상대에게 보낼 수 있습니다. 빈 메시지는 보내지지 않습니다.",
            "Chat lists your conversations with company, name, email, phone and unread count. Opening one shows the latest messages, and you can send your business card. Empty messages are not sent.",
          ),
          tip(
            "주최자나 발표자가 채팅을 제한하면 입력창이 비활성화됩니다. 제한이 풀리면 다시 쓸 수 있습니다.",
            "If the organizer or a presenter restricts your chat, the input is disabled until the restriction is lifted.",
          ),
        ],
      ),
      section(
        "notices-mail",
        ["공지사항과 메일함", "Notices and mail"],
        [
          p(
            "공지사항에서 주최자의 안내를 읽고, 상세 화면의 화살표로 이전·다음 공지로 이동합니다. 메일함에는 미팅 신청, 미팅 확정·거절·취소, 신청 접수·승인·반려, 행사 D-day 안내와 주최자가 보낸 메일이 모입니다. 읽은 메일은 회색으로 표시됩니다.",
            "Notices hold the organizer's announcements; arrows on a notice move to the previous or next one. The mailbox collects meeting requests, confirmed, rejected and cancelled meetings, application received, approved and rejected, the event D-day reminder, and mail from the organizer. Read mails are shaded.",
          ),
        ],
      ),
    ],
  ),
  section(
    "meetings",
    ["1:1 미팅", "One-to-one meetings"],
    [
      img(
        "meeting-grid",
        "주간 미팅 일정표: 날짜별 열과 상태별 색상 카드",
        "Weekly meeting schedule with a column per day and coloured status cards",
      ),
    ],
    [
      section(
        "schedule",
        ["주간 일정표", "The weekly schedule"],
        [
          p(
            "미팅 메뉴는 한 주를 날짜별 열로 보여 줍니다. 하루의 슬롯 수와 길이는 주최자가 정합니다(예: 10:00부터 30분 미팅, 10분 휴식, 하루 6회). 위쪽에 기준 시간대와 국가가 표시되며, 달력으로 날짜를 이동하고 상태 필터로 원하는 미팅만 볼 수 있습니다.",
            "Meetings shows one week with a column per day. The organizer sets the slots (for example 30-minute meetings from 10:00 with 10-minute breaks, six a day). The time zone and country are shown at the top; move between dates with the calendar and narrow the view with the status filter.",
          ),
          p(
            "상태 필터: 전체, 내가 신청한 대기, 내가 수락할 대기, 확정, 불가, 거절·취소 목록. 내보내기 버튼으로 일정을 엑셀 파일로 받을 수 있습니다.",
            "Status filter: all, waiting (you applied), waiting (you must answer), confirmed, unavailable, plus the rejected and cancelled lists. Export downloads your schedule as a spreadsheet.",
          ),
        ],
      ),
      section(
        "request",
        ["미팅 신청과 수락", "Request and accept"],
        [
          steps(
            [
              "빈 슬롯의 신청을 누르고 그 시간에 가능한 상대 기업을 고릅니다. 미팅은 ‘대기’ 상태가 되고 상대에게 메일이 갑니다.",
              "Click Apply on an empty slot and choose a company that is free then. The meeting is Waiting and the other side gets a mail.",
            ],
            [
              "상대가 수락하면 ‘확정’이 됩니다. 응답 전이라면 신청자는 신청을 취소할 수 있습니다.",
              "When they accept it is Confirmed. Until they answer, you can withdraw the request.",
            ],
            [
              "받은 신청은 수락하거나 사유를 골라 거절합니다: 그 시간에 불가, 다른 미팅 있음, 원하는 기관이 아님, 직접 입력.",
              "Accept a request you received, or reject it with a reason: not available then, another meeting then, not a wanted organization, or your own text.",
            ],
          ),
          p(
            "같은 슬롯에 여러 신청이 오면 하나를 수락하는 순간 미팅이 확정되고 나머지는 자동으로 거절됩니다. 주최자가 편성한 미팅은 수락 없이 바로 확정됩니다. 확정된 미팅도 사유를 적고 취소할 수 있습니다.",
            "If several companies request the same slot, accepting one confirms that meeting and declines the others. Meetings arranged by the organizer are confirmed without acceptance. Either side can cancel a confirmed meeting with a reason.",
          ),
          p(
            "확정된 온라인 미팅에는 화상 연결 버튼이, 현장 미팅에는 상대 기업 정보 링크가 표시됩니다.",
            "A confirmed online meeting shows a video Connect button; an on-site meeting shows a link to the other company.",
          ),
        ],
      ),
      section(
        "statuses",
        ["슬롯 상태", "Slot statuses"],
        [
          steps(
            ["빈 슬롯: 신청할 수 있습니다.", "Empty: free to request."],
            ["신청 중: 내가 보낸 신청이 답을 기다립니다.", "Applying: your request awaits an answer."],
            [
              "수락 대기: 상대가 보낸 신청에 내가 답해야 합니다.",
              "Pending acceptance: someone requested you; answer it.",
            ],
            ["확정: 양쪽이 합의한 미팅입니다.", "Confirmed: both sides agreed."],
            ["거절·취소: 사유와 함께 기록이 남습니다.", "Rejected or cancelled: kept with its reason."],
            [
              "불가(참가자): 내가 참석할 수 없다고 표시한 시간입니다.",
              "Blocked by participant: a time you marked as unavailable.",
            ],
            [
              "불가(주최자): 주최자가 막은 시간으로, 신청할 수 없습니다.",
              "Blocked by host: closed by the organizer; cannot be booked.",
            ],
          ),
        ],
      ),
      section(
        "unavailable",
        ["불가 시간 표시", "Mark unavailable times"],
        [
          p(
            "참석할 수 없는 시간은 미리 불가로 표시하세요. 빈 슬롯 하나를 표시하거나, 일괄 버튼으로 하루 전체 또는 같은 시간대를 한 번에 표시하고 해제할 수 있습니다. 주최자가 막은 시간은 참가자가 해제할 수 없습니다.",
            "Mark the times you cannot attend so nobody requests them. Mark one empty slot, or use the bulk buttons to mark or unmark a whole day or the same time on every day. Times blocked by the organizer cannot be lifted by participants.",
          ),
          tip(
            "미팅 기능은 세부 행사 기간 안의 날짜에서만, 주최자가 미팅을 열어 둔 동안에만 사용할 수 있습니다.",
            "Meeting actions work only on dates within the sub-event and while the organizer keeps meetings open.",
          ),
        ],
      ),
    ],
  ),
  section(
    "online",
    ["화상 미팅과 웨비나", "Video meetings and webinars"],
    [
      img(
        "device-check",
        "입장 전 장치 확인: 카메라 미리보기, 마이크, 스피커",
        "Device check before joining: camera preview, microphone and speaker",
      ),
    ],
    [
      section(
        "device-check",
        ["장치 확인", "Device check"],
        [
          steps(
            [
              "확정된 온라인 미팅의 연결 버튼을 누릅니다. 브라우저가 카메라와 마이크 권한을 물으면 허용합니다.",
              "Click Connect on a confirmed online meeting and allow camera and microphone access when the browser asks.",
            ],
            [
              "미리보기에서 카메라, 마이크, 스피커를 고르고 스피커 테스트로 소리를 확인합니다.",
              "Choose camera, microphone and speaker in the preview and use Test speaker.",
            ],
            ["입장을 누릅니다.", "Click Join."],
          ),
          tip(
            "2Mbps 이상의 안정적인 인터넷과 최신 Chrome, Edge, Safari를 권장합니다. 화상 미팅은 기본적으로 녹화되지 않습니다.",
            "A stable connection of 2 Mbps or more and a current Chrome, Edge or Safari are recommended. Video meetings are not recorded by default.",
          ),
        ],
      ),
      section(
        "in-meeting",
        ["미팅 중", "During the meeting"],
        [
          p(
            "위쪽에는 시간대를 고를 수 있는 시계와 LIVE 표시가, 아래쪽에는 마이크, 카메라, 화면 공유, 채팅, 상담일지, 장치 설정 버튼이 있습니다. 화면 공유는 한 번에 한 사람만 할 수 있습니다. 실시간 자막은 한국어로 시작하며 영어로 바꿀 수 있습니다.",
            "The top bar has a clock with a time-zone picker and a LIVE badge; the control bar has microphone, camera, screen share, chat, meeting notes and device settings. Only one person can share a screen at a time. Live captions start in Korean and can be switched to English.",
          ),
          p(
            "종료 3분 전에 안내 창이 뜹니다. 주최자가 지정한 통역사가 미팅에 함께 들어올 수 있습니다. 마이크·카메라를 끈 상태는 다음 입장 때도 유지됩니다.",
            "A notice appears 3 minutes before the end. An interpreter assigned by the organizer may join. Whether you turned your microphone or camera off is remembered for the next call.",
          ),
        ],
      ),
      section(
        "webinars",
        ["웨비나와 Q&A", "Webinars and Q&A"],
        [
          p(
            "컨퍼런스 세부 행사에는 웨비나 메뉴가 있습니다. 카드를 누르면 일시, 설명, 첨부파일, 발표자 정보가 나오고, 입장 버튼으로 방송이 새 탭에서 열립니다. 링크가 아직 없으면 버튼에 ‘준비 중’이 표시됩니다.",
            "Conference sub-events have a Webinar menu. A card shows the times, description, attachments and presenter; Enter opens the session in a new tab. While no link is set the button reads Preparing.",
          ),
          p(
            "질문은 3자 이상 1,000자 이하로 쓸 수 있고, 비공개를 선택하면 발표자와 본인만 내용을 봅니다. 전체, 답변 완료, 미답변으로 걸러 볼 수 있으며 한 페이지에 5개씩 보입니다. 내 질문은 수정하고 삭제할 수 있습니다.",
            "Questions take 3 to 1,000 characters; a private question is visible only to the presenter and you. Filter by all, answered or unanswered, five per page. You can edit and delete your own questions.",
          ),
        ],
      ),
    ],
  ),
  section(
    "after",
    ["설문, 상담일지, 동료", "Surveys, notes and colleagues"],
    [],
    [
      section(
        "survey",
        ["미팅 설문", "Meeting survey"],
        [
          p(
            "미팅이 끝나면 설문 메뉴나 미팅 화면의 상담일지 패널에서 주최자가 만든 설문(객관식, 복수 선택, 별점, 파일, 서술형)에 답합니다. 처음 저장하면 새로 기록되고, 이후에는 수정 버튼으로 고칠 수 있습니다.",
            "After a meeting, answer the organizer's survey (single or multiple choice, star rating, file, text) from the Survey menu or the notes panel of the call. The first save creates your answers; later use Modify to change them.",
          ),
        ],
      ),
      section(
        "counsel",
        ["상담일지", "Consultation notes"],
        [
          p(
            "상담일지 메뉴에는 끝난 미팅이 미팅명, 날짜, 시작 시간과 함께 표시됩니다. 검색창으로 미팅을 찾고, 미팅을 열어 상담 내용을 기록합니다.",
            "Consultation lists finished meetings with name, date and start time. Search for a meeting and open it to record what was discussed.",
          ),
        ],
      ),
      section(
        "colleagues",
        ["동료(담당자) 초대", "Invite colleagues"],
        [
          steps(
            [
              "담당자 메뉴에서 추가를 누릅니다(대표 신청자만 보입니다).",
              "Open Managers and click Add (main applicant only).",
            ],
            [
              "동료의 이메일을 입력하면 가입된 사용자의 정보가 채워집니다. 이름, 직책, 전화번호(하이픈 없이)를 확인하고 초대합니다.",
              "Enter your colleague's email; a registered user's details are filled in. Check name, position and phone (no hyphens) and send the invitation.",
            ],
            [
              "동료는 초대 메일의 링크에서 가입하거나 로그인하면 같은 권한으로 신청서에 합류합니다.",
              "Your colleague signs up or logs in from the link in the mail and joins the application with the same rights.",
            ],
          ),
          p(
            "처음 신청한 사람은 관리자로 표시됩니다. 초대한 목록에서 담당자의 사용 여부를 확인하고 삭제할 수 있습니다.",
            "The first applicant is labelled admin. The added list shows whether each manager has joined, and lets you remove one.",
          ),
        ],
      ),
    ],
  ),
];
