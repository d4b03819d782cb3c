/** Manual page for organizers: create an event, its sub-events and forms in the organizer console. */
import { img, p, page, section, steps, tip } from "./manual-build";

export const createEvent = page(
  "createEvent",
  ["행사 만들기", "Creating an event"],
  [
    "주최자 콘솔에서 행사를 등록하고, 세부 행사와 미팅 슬롯을 설정하고, 참가 신청서를 만들어 관리자 승인을 요청하는 과정을 안내합니다.",
    "How to set up an event in the organizer console: the event itself, its sub-events and meeting slots, the application forms, and the request for approval.",
  ],
  [
    section(
      "console",
      ["주최자 콘솔 시작하기", "Get started in the organizer console"],
      [],
      [
        section(
          "open-console",
          ["콘솔 열기", "Open the console"],
          [
            p(
              "로그인한 뒤 계정 메뉴에서 새 행사 만들기를 누르면 주최자 콘솔(/host)이 새 탭에서 열립니다. 가입한 사용자라면 누구나 행사를 만들 수 있으며, 행사를 만든 사람이 그 행사의 주최자가 됩니다.",
              "Log in and choose Make new event in the account menu: the organizer console (/host) opens in a new tab. Any registered user can create an event and becomes its organizer.",
            ),
          ],
        ),
        section(
          "workflow",
          ["전체 흐름", "The overall flow"],
          [
            steps(
              ["행사 기본 정보를 입력하고 저장합니다.", "Enter the event details and save a draft."],
              [
                "세부 행사(사전등록, 컨퍼런스, 상담회, 매칭)를 만들고 기간과 미팅 슬롯을 정합니다.",
                "Add sub-events (registration, conference, consulting, matching) with their periods and meeting slots.",
              ],
              ["세부 행사마다 신청서를 만듭니다.", "Build the application forms of each sub-event."],
              [
                "승인을 요청합니다. 관리자가 승인하면 행사가 공개되고 모집이 시작됩니다.",
                "Request approval. Once an administrator approves, the event is public and registration opens.",
              ],
            ),
            tip(
              "승인 후에는 장소와 기간, 신청서를 바꿀 수 없습니다. 승인 요청 전에 세부 행사와 신청서까지 모두 완성하세요.",
              "After approval the place, period and forms are locked. Finish the sub-events and forms before you request approval.",
            ),
          ],
        ),
      ],
    ),
    section(
      "event-basics",
      ["행사 기본 정보", "Event details"],
      [img("host-event-form", "주최자 콘솔의 행사 입력 화면", "The event form in the organizer console")],
      [
        section(
          "names-description",
          ["행사명과 소개", "Names and description"],
          [
            p(
              "행사명은 한국어와 영어로 모두 입력합니다. 한국어 화면에는 한국어 이름이, 영어와 중국어 화면에는 영어 이름이 표시됩니다. 소개글도 한국어와 영어로 따로 작성합니다.",
              "Enter the event name in Korean and in English: the Korean interface shows the Korean name, the English and Chinese interfaces the English one. Write the description in both languages as well.",
            ),
            p(
              "분야는 B2B, B2C, 기계, 의료, 스타트업, 투자, 환경, 식품, 뷰티, IT, 섬유, MICE, 관광, 교육 등에서 여러 개를 고를 수 있습니다. 분야는 행사 검색과 목록에 표시됩니다.",
              "Pick one or more categories, such as B2B, B2C, machinery, medical, startup, investment, environment, food, beauty, IT, textile, MICE, tourism or education. Categories appear in lists and search.",
            ),
          ],
        ),
        section(
          "period-location",
          ["기간과 장소", "Period and location"],
          [
            p(
              "행사 시작일과 종료일, 개최 국가, 장소와 상세 장소(홀, 층 등)를 입력합니다. 지도에서 핀을 옮겨 정확한 위치(위도, 경도)를 지정하면 행사 상세 화면에 지도가 표시됩니다.",
              "Enter the start and end dates, the country, the venue and a location detail (hall, floor). Drag the pin on the map to set the exact position (latitude, longitude); the event page shows this map.",
            ),
            tip(
              "개최 국가의 시간대가 행사의 기준 시간이 됩니다. 참가자에게는 미팅 시간이 각자의 시간대로 바뀌어 표시됩니다.",
              "The country's time zone is the event's reference time; participants see meeting times converted to their own time zone.",
            ),
          ],
        ),
        section(
          "images",
          ["이미지", "Images"],
          [
            p(
              "대표 이미지는 목록 카드와 로그인 화면에, 배너 이미지는 폭 600px 이상 화면의 행사 상세 상단에, 로고는 제목 옆과 로그인 화면에 쓰입니다. 로고 표시를 끄면 로고와 푸터가 숨겨집니다. 이미지는 하나당 10MB까지 올릴 수 있습니다.",
              "The main image appears on list cards and the login page, the banner at the top of the event page on screens 600 px and wider, the logo next to the title and on the login page. Turning Show logo off hides the logo and the footer. Images can be up to 10 MB each.",
            ),
          ],
        ),
        section(
          "attachments-contacts",
          ["첨부파일과 담당자", "Attachments and contacts"],
          [
            p(
              "안내서, 배치도 등 첨부파일은 최대 5개, 하나당 10MB까지 올릴 수 있습니다. 문의 담당자는 1~3명까지 이름, 국가번호, 전화번호(하이픈 없이), 이메일을 입력합니다. 행사 홈페이지가 있으면 주소도 입력하세요.",
              "Attach up to 5 files (brochure, floor plan, ...), 10 MB each. Add 1 to 3 contacts with name, dialing code, phone (no hyphens) and email. Add the event's home-page address if it has one.",
            ),
          ],
        ),
      ],
    ),
    section(
      "page-options",
      ["행사 페이지 설정", "Event page options"],
      [],
      [
        section(
          "footer-links",
          ["푸터 링크", "Footer links"],
          [
            p(
              "행사 화면 아래 푸터에 웹페이지, 매뉴얼, 블로그, Facebook, Instagram, LinkedIn, 이용약관, 개인정보처리방침, 이메일 문의, 저작권 표시 링크를 넣을 수 있습니다. 항목마다 문구, 링크, 아이콘을 정하고 공개 또는 비공개로 설정합니다.",
              "The footer of your event pages can hold links of these types: web page, manual, blog, Facebook, Instagram, LinkedIn, terms, privacy policy, email inquiry and copyright. Each entry has a label, a link, an icon, and is public or private.",
            ),
          ],
        ),
        section(
          "display-options",
          ["표시 옵션", "Display options"],
          [
            p(
              "푸터 링크 전체 숨기기, 바이어 신청 카드 숨기기(셀러만 모집할 때), 디지털 맵 등록을 행사별로 설정할 수 있습니다. 행사 전용 홈페이지 템플릿을 만들면 세부 행사 메뉴에 홈페이지 항목이 생깁니다.",
              "Per event you can hide all footer links, hide the buyer application card (when you recruit sellers only) and add a digital map. If you build a home-page template for the event, a Home page item appears in the sub-event menu.",
            ),
          ],
        ),
      ],
    ),
    section(
      "request-approval",
      ["승인 요청", "Request approval"],
      [
        img(
          "event-approval",
          "행사 승인 과정: 작성, 검토 중, 승인",
          "Event approval: draft, pending review, approved",
        ),
      ],
      [
        section(
          "before-request",
          ["요청 전 확인", "Before you request"],
          [
            steps(
              [
                "행사명(한/영), 기간, 장소, 지도 위치가 정확한가요?",
                "Are the names (Korean and English), period, venue and map pin right?",
              ],
              [
                "세부 행사의 모집 기간과 미팅 슬롯이 맞나요?",
                "Are the sub-events' registration periods and meeting slots right?",
              ],
              [
                "신청서를 직접 미리보기로 작성해 보았나요? 필수 질문과 키워드 목록을 확인하세요.",
                "Have you filled in each form in the preview? Check required questions and keyword lists.",
              ],
              ["담당자 연락처와 첨부파일이 최신인가요?", "Are the contacts and attachments up to date?"],
            ),
            p(
              "행사 편집 화면에서 승인 요청을 누르면 상태가 ‘검토 중’으로 바뀌고 플랫폼 관리자가 검토합니다. 승인되면 메일로 알려 드리며, 행사가 목록과 검색에 나타납니다.",
              "Click Request approval on the event. Its state becomes Pending review and a platform administrator checks it. You receive a mail when it is approved, and the event appears in lists and search.",
            ),
          ],
        ),
        section(
          "after-approval",
          ["승인 후 바뀌는 점", "What changes after approval"],
          [
            p(
              "승인 후에는 장소와 기간을 바꿀 수 없고, 세부 행사의 신청서도 수정할 수 없습니다. 행사명, 이미지, 소개, 담당자, 첨부파일, 푸터 링크와 세부 행사 운영 설정은 계속 바꿀 수 있습니다.",
              "After approval the place and period cannot change, and the application forms can no longer be edited. Names, images, description, contacts, attachments, footer links and the sub-events' running settings stay editable.",
            ),
            tip(
              "관리자가 수정을 요청하면 사유를 확인하고 고친 뒤 다시 승인을 요청하세요.",
              "If the administrator asks for changes, correct the event and request approval again.",
            ),
          ],
        ),
      ],
    ),
    section(
      "sub-events",
      ["세부 행사 만들기", "Create sub-events"],
      [
        p(
          "한 행사에 여러 세부 행사를 둘 수 있습니다(예: 사전등록, 개막 컨퍼런스, 수출상담회). 참가자는 세부 행사 단위로 신청하고 승인받습니다.",
          "An event can have several sub-events (for example registration, an opening conference and an export consultation). Participants apply to, and are approved for, each sub-event.",
        ),
      ],
      [
        section(
          "category",
          ["유형", "Category"],
          [
            steps(
              [
                "사전등록: 그룹 선택 없이 바로 등록 양식으로 이동합니다. 현장 등록을 켜면 현장에서도 등록할 수 있습니다.",
                "Registration: applicants go straight to the registration form. Turn on on-site registration to also register people at the venue.",
              ],
              [
                "컨퍼런스: 웨비나 메뉴가 생기며, 발표와 Q&A를 운영합니다.",
                "Conference (presentation): adds the Webinar menu for talks with Q&A.",
              ],
              [
                "상담회: 키워드 입력이 필수이고, 처음 들어온 참가자에게 3단계 도움말이 표시됩니다.",
                "Consulting: keywords are required, and first-time participants see a 3-step tips overlay.",
              ],
              [
                "매칭: 셀러와 바이어의 1:1 미팅을 운영합니다.",
                "Matching: one-to-one meetings between sellers and buyers.",
              ],
            ),
          ],
        ),
        section(
          "groups-periods",
          ["그룹 이름과 모집 기간", "Group names and periods"],
          [
            p(
              "셀러 그룹과 바이어 그룹의 이름을 정합니다(예: 국내 수출기업, 해외 바이어). 신청 카드와 참가기업 목록 필터에 이 이름이 쓰입니다.",
              "Name the seller and buyer groups (for example Korean exporters and Overseas buyers). These names appear on the apply cards and in the participant filter.",
            ),
            p(
              "세부 행사 기간, 사전등록 기간, 셀러 모집 기간, 바이어 모집 기간, 일반 등록 기간을 각각 정합니다. 신청 카드는 시작일부터 종료일까지(양 끝 포함) 열립니다.",
              "Set the sub-event period, the pre-registration, seller, buyer and general registration periods. A card opens from its start day through its end day, both included.",
            ),
          ],
        ),
        section(
          "options",
          ["운영 옵션", "Options"],
          [
            p(
              "미팅 사용(매칭)을 켜면 참가자 메뉴에 미팅이 생깁니다. 미팅 가능을 끄면 일정은 보이지만 신청·수락 버튼이 비활성화되어, 일정 공개 전이나 마감 후에 쓸 수 있습니다. ‘영문 전용’을 켜면 명함 정보를 영어로만 입력받습니다.",
              "Matching on adds the Meetings menu. Turning Meetings available off keeps the schedule visible but disables the request and accept buttons, useful before you open or after you close booking. English only makes applicants fill in their business card in English.",
            ),
          ],
        ),
      ],
    ),
    section(
      "meeting-slots",
      ["미팅 슬롯 설정", "Meeting slot settings"],
      [img("subevent-slots", "슬롯 설정값과 생성되는 슬롯", "Slot settings and the slots they produce")],
      [
        section(
          "slot-fields",
          ["설정 항목", "The settings"],
          [
            steps(
              [
                "matchStartTime: 하루 첫 미팅의 시작 시각(예: 10:00)",
                "matchStartTime: start of the first meeting each day (e.g. 10:00)",
              ],
              [
                "matchEndTime: 미팅이 끝나야 하는 시각(예: 17:00)",
                "matchEndTime: time by which meetings must end (e.g. 17:00)",
              ],
              ["matchReqTime: 미팅 한 건의 길이(분)", "matchReqTime: length of one meeting, in minutes"],
              [
                "matchBreakTime: 미팅 사이 쉬는 시간(분)",
                "matchBreakTime: break between meetings, in minutes",
              ],
              ["matchNumPerDay: 하루 미팅 슬롯 수", "matchNumPerDay: number of slots per day"],
            ),
            p(
              "예: 10:00 시작, 30분 미팅, 10분 휴식, 하루 6회라면 슬롯은 10:00, 10:40, 11:20, 12:00, 12:40, 13:20이고 마지막 미팅은 13:50에 끝납니다. 모든 슬롯은 종료 시각(matchEndTime) 안에 들어가야 합니다.",
              "Example: start 10:00, 30-minute meetings, 10-minute breaks, 6 per day gives slots at 10:00, 10:40, 11:20, 12:00, 12:40 and 13:20; the last one ends at 13:50. All slots must fit before matchEndTime.",
            ),
          ],
        ),
        section(
          "unavailable-dates",
          ["미팅 불가 일시", "Unavailable dates and times"],
          [
            p(
              "점심시간, 개막식처럼 미팅을 열지 않을 날짜나 시간을 지정합니다. 지정한 시간은 모든 참가자에게 신청할 수 없는 슬롯으로 표시됩니다. 특정 참가자만 막으려면 행사 운영 중 슬롯 차단 기능을 쓰세요.",
              "Set the dates or times with no meetings, such as lunch or the opening ceremony. They show as slots nobody can book. To block slots for one participant only, use slot blocking while running the event.",
            ),
            tip(
              "이미 확정된 미팅이 있는 시간을 막기 전에 해당 참가자에게 공지나 메일로 먼저 알리세요.",
              "Before you close a time that already holds confirmed meetings, tell the participants concerned by notice or mail.",
            ),
          ],
        ),
      ],
    ),
    section(
      "forms",
      ["신청서 만들기", "Build the forms"],
      [
        img(
          "form-builder",
          "질문 유형 목록과 질문 카드가 있는 신청서 편집기",
          "The form builder with question types and question cards",
        ),
      ],
      [
        section(
          "form-kinds",
          ["신청서 종류", "Kinds of forms"],
          [
            p(
              "세부 행사마다 셀러 신청서, 바이어 신청서, 부스 참가 신청서, 참관객(등록) 신청서를 만들 수 있습니다. 미팅 뒤에 쓰는 셀러·바이어 상담일지와 미팅 설문도 같은 편집기로 만듭니다. 셀러 상담일지가 있으면 바이어에게 상담 메뉴가 열립니다.",
              "Each sub-event can have a seller form, a buyer form, a booth form and a visitor (registration) form. Seller and buyer consultation notes and the meeting survey, filled in after meetings, are built with the same editor. A seller consultation form opens the Consultation menu for buyers.",
            ),
          ],
        ),
        section(
          "question-types",
          ["질문 유형", "Question types"],
          [
            steps(
              [
                "짧은 답변(120자), 긴 답변(1,200자), URL",
                "Short text (120 characters), long text (1,200), URL",
              ],
              ["단일 선택, 복수 선택, 별점", "Single choice, multiple choice, star rating"],
              ["파일(10MB까지)", "File (up to 10 MB)"],
              [
                "키워드: 선택 목록을 주거나 자유 입력을 받습니다. 매칭 점수와 TIGHT 매칭에 쓰입니다.",
                "Keyword: offer a list or accept free input. Used by the match score and TIGHT matching.",
              ],
              [
                "분야: 참가기업의 분야로, 모든 매칭에 쓰입니다.",
                "Category: the company's category, used by every matching mode.",
              ],
              [
                "제품: 제품명, 설명, 이미지, 링크. 있으면 참가자 메뉴에 제품 갤러리가 생깁니다.",
                "Product: name, description, image, link. Its presence adds the Products gallery to the menu.",
              ],
              ["안내문: 답변 없이 보여 주는 설명 글입니다.", "Text: an explanation shown without an answer."],
            ),
          ],
        ),
        section(
          "question-options",
          ["질문 옵션과 순서", "Options and order"],
          [
            p(
              "질문마다 필수 여부, 설명 표시, 신청자만 공개를 정할 수 있습니다. 신청자만 공개인 답변은 주최자와 신청자만 보고 다른 참가자에게는 보이지 않습니다. 질문은 기본 단계(1단계)와 추가 단계(2단계)에 나눠 넣고 순서를 바꿀 수 있습니다.",
              "Each question can be required, show an explanation, or be visible to applicants only (the organizer and the applicant see the answer, other participants do not). Place questions in the main part (step 1) or the additional part (step 2) and change their order.",
            ),
            tip(
              "회사명과 분야 질문은 매칭과 목록에 꼭 필요하므로 삭제할 수 없습니다.",
              "The company name and category questions are needed by matching and the participant list, so they cannot be deleted.",
            ),
          ],
        ),
      ],
    ),
  ],
);
