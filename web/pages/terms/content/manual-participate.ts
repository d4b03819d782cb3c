/** Manual page for companies taking part in an event: sign up, apply, meet. */
import { img, p, page, section, steps, tip } from "./manual-build";
import { workspaceSections } from "./manual-participate-workspace";

export const participateEvent = page(
  "participateEvent",
  ["행사 참가하기", "Taking part in an event"],
  [
    "회원가입부터 참가 신청, 승인 확인, 참가기업 검색, 1:1 미팅과 화상 상담, 웨비나, 설문까지 참가 기업이 알아야 할 내용을 순서대로 안내합니다.",
    "Everything a participating company needs, in order: sign up, apply, follow your approval, find partners, book one-to-one meetings, join video meetings and webinars, and fill in surveys.",
  ],
  [
    section(
      "account",
      ["계정 만들기", "Create your account"],
      [
        p(
          "행사에 신청하려면 Bizmeet 계정이 필요합니다. 행사 목록과 상세 정보는 로그인하지 않아도 볼 수 있습니다.",
          "You need a Bizmeet account to apply. Event lists and event details can be browsed without logging in.",
        ),
      ],
      [
        section(
          "sign-up",
          ["회원가입", "Sign up"],
          [
            steps(
              ["화면 오른쪽 위의 회원가입을 누릅니다.", "Click Sign up at the top right."],
              [
                "이메일과 비밀번호를 입력합니다. 비밀번호는 8자 이상이며 영문 소문자와 숫자를 포함해야 하고, 특수문자는 $@!%*#?& 만 쓸 수 있습니다.",
                "Enter your email and a password: at least 8 characters with a lowercase letter and a digit (an uppercase letter is recommended); allowed special characters are $@!%*#?&.",
              ],
              [
                "이름, 회사명(1~40자), 국가와 전화번호(숫자만)를 입력합니다.",
                "Enter your name, company (1 to 40 characters), country and phone number (digits only).",
              ],
              [
                "가입을 마친 뒤 이메일과 비밀번호로 로그인합니다.",
                "Complete the sign-up, then log in with your email and password.",
              ],
            ),
            tip(
              "비밀번호 입력란에서 Caps Lock이 켜져 있으면 경고가 표시됩니다. 한글은 비밀번호에 쓸 수 없습니다.",
              "Password fields warn you when Caps Lock is on. Korean characters are not accepted in passwords.",
            ),
          ],
        ),
        section(
          "login-recovery",
          ["로그인과 계정 찾기", "Log in and recover your account"],
          [
            p(
              "로그인하면 직전에 보던 화면으로 돌아갑니다. 이메일이 기억나지 않으면 로그인 화면의 계정 찾기에서 이름과 전화번호로 찾을 수 있으며, 이메일은 일부가 ** 로 가려져 표시됩니다.",
              "After logging in you return to the page you were on. If you forgot your email, use Find account on the login page with your name and phone number; the email is shown partly masked with **.",
            ),
            p(
              "비밀번호를 잊었다면 같은 화면에서 재설정 메일을 요청하세요. 메일의 링크를 열어 새 비밀번호를 정하면 로그인 화면으로 이동합니다.",
              "If you forgot your password, request a reset mail on the same page. Open the link in the mail, set a new password, and you are taken back to the login page.",
            ),
          ],
        ),
        section(
          "profile-language",
          ["내 정보와 언어 설정", "Profile and language"],
          [
            p(
              "마이페이지에서 이름, 회사명(최대 45자), 직책, 전화번호(최대 20자)를 고칠 수 있습니다. 비밀번호를 바꾸려면 현재 비밀번호가 필요합니다.",
              "In My page you can change your name, company (up to 45 characters), position and phone number (up to 20 digits). Changing the password requires your current password.",
            ),
            p(
              "상단의 언어 메뉴에서 한국어, English, 中文을 고를 수 있으며 선택은 브라우저에 저장됩니다. 미팅 시간은 행사 국가의 시간대와 내 시간대(기본값 Asia/Seoul)를 함께 고려해 표시됩니다.",
              "Pick Korean, English or Chinese in the language menu; the choice is saved in your browser. Meeting times take into account both the event's time zone and yours (default Asia/Seoul).",
            ),
          ],
        ),
      ],
    ),
    section(
      "find-event",
      ["행사 찾기", "Find an event"],
      [],
      [
        section(
          "browse-search",
          ["둘러보기와 검색", "Browse and search"],
          [
            p(
              "홈 화면에는 최신 행사 12개가 표시되고, 더보기를 누르면 전체 목록(한 페이지 12개)으로 이동합니다. 상단 돋보기 아이콘으로 행사명을 검색할 수 있습니다. 검색 결과에는 관리자 승인을 받은 행사만 나옵니다.",
              "The home page shows the 12 newest events; More opens the full list (12 per page). Use the magnifier in the top bar to search by name. Search results only contain events approved by the platform administrators.",
            ),
          ],
        ),
        section(
          "event-detail",
          ["행사 상세 화면", "The event page"],
          [
            p(
              "행사 상세 화면에서 기간, 분야, 소개, 첨부파일(최대 5개), 지도와 장소, 담당자 연락처, 홈페이지 링크를 확인할 수 있습니다. 오른쪽 신청 카드에서 세부 행사를 골라 신청합니다. 화면 폭이 좁으면 신청 버튼을 눌러 신청 패널을 엽니다.",
              "The event page shows the period, categories, description, attachments (up to 5), a map with the venue, the organizer's contacts and the home-page link. Apply from the card on the right; on narrow screens open it with the Apply button.",
            ),
            tip(
              "하트를 누르면 관심 행사에 저장되고, 공유 버튼으로 행사 주소를 복사할 수 있습니다. 관심 행사 저장은 로그인이 필요합니다.",
              "The heart saves the event to your favourites (login required); the share button copies the event's address.",
            ),
          ],
        ),
        section(
          "my-events",
          ["관심 행사와 내 행사", "Favourites and my events"],
          [
            p(
              "계정 메뉴의 관심 행사, 내 행사에서 저장한 행사와 신청한 행사의 승인 상태를 한눈에 볼 수 있습니다. 마이페이지의 승인된 행사 목록에서도 확인할 수 있습니다.",
              "Favourites and My events in the account menu list the events you saved and the approval state of your applications. My page also lists your approved events.",
            ),
          ],
        ),
      ],
    ),
    section(
      "apply",
      ["참가 신청하기", "Apply as a seller or buyer"],
      [
        img(
          "apply-steps",
          "신청서 단계: 회사 정보, 추가 정보, 검토, 완료",
          "Application steps: company info, additional info, review, done",
        ),
      ],
      [
        section(
          "choose-group",
          ["신청 유형 고르기", "Choose how you take part"],
          [
            p(
              "신청 카드에는 주최자가 정한 셀러 그룹과 바이어 그룹의 이름(예: 수출기업, 해외 바이어)과 모집 기간이 표시됩니다. 오늘이 모집 기간 안에 있을 때만 누를 수 있으며, 기간 밖이면 경고가 나타납니다. 주최자에 따라 부스 참가와 참관객 신청서도 있습니다.",
              "The apply card shows the organizer's seller and buyer group names (for example Exporters and Overseas buyers) with their registration periods. A card can be used only while today is inside its period, start and end days included; otherwise a warning appears. Some organizers also offer booth and visitor forms.",
            ),
            p(
              "사전등록(컨퍼런스 등록) 세부 행사는 그룹 선택 없이 바로 등록 양식으로 이동합니다.",
              "Registration sub-events (conference registration) go straight to the registration form, without choosing a group.",
            ),
          ],
        ),
        section(
          "step-company",
          ["1단계 회사 정보", "Step 1: Company info"],
          [
            p(
              "명함 정보(회사명, 이름, 이메일, 전화번호)와 주최자가 만든 질문에 답합니다. 필수 질문에는 * 표시가 있으며, 비어 있으면 다음 단계로 넘어가지 않습니다.",
              "Fill in your business card (company, name, email, phone) and answer the organizer's questions. Required questions carry a *, and you cannot continue while one is empty.",
            ),
            steps(
              [
                "키워드는 입력 후 Enter를 누르거나 목록에서 고릅니다. 키워드는 매칭 점수에 반영됩니다.",
                "Keywords: type one and press Enter, or pick from the list. Keywords feed your match score.",
              ],
              [
                "짧은 답변은 120자, 긴 답변은 1,200자까지 쓸 수 있습니다. URL에 http://가 없으면 자동으로 붙습니다.",
                "Short answers take up to 120 characters, long answers up to 1,200. http:// is added to URLs that lack it.",
              ],
              ["파일은 하나당 10MB까지 올릴 수 있습니다.", "Files can be up to 10 MB each."],
            ),
            tip(
              "주최자가 영문 입력을 요구한 행사에서는 명함 정보를 영어로만 입력할 수 있습니다.",
              "If the organizer requires English, business card fields accept English only.",
            ),
          ],
        ),
        section(
          "step-additional",
          ["2단계 추가 정보", "Step 2: Additional info"],
          [
            p(
              "주최자가 추가 질문을 만든 경우에만 나타나며, 없으면 바로 검토 단계로 넘어갑니다. 제품 질문에는 제품명, 설명, 이미지(600×600 권장, 10MB 이하), 링크를 입력합니다. 제품은 참가기업의 제품 갤러리에 표시됩니다.",
              "Shown only when the organizer added extra questions; otherwise you go straight to the review. Product questions ask for a name, description, image (600×600 recommended, up to 10 MB) and link; products appear in the participants' product gallery.",
            ),
          ],
        ),
        section(
          "step-review-done",
          ["3단계 검토와 완료", "Step 3: Review and done"],
          [
            p(
              "입력한 내용을 한 화면에서 확인합니다. 고칠 것이 있으면 이전을, 맞으면 완료를 누릅니다. 취소를 누르면 행사 상세 화면으로 돌아갑니다.",
              "Check everything on one screen. Use Back to correct something and Done to submit. Cancel returns to the event page.",
            ),
            tip(
              "회사명과 소속은 제출 후 수정할 수 없습니다. 제출 전에 철자를 꼭 확인하세요.",
              "Company name and affiliation cannot be changed after submission. Check the spelling before you submit.",
            ),
          ],
        ),
      ],
    ),
    section(
      "approval",
      ["승인 상태 확인", "Follow your approval"],
      [
        img(
          "approval-flow",
          "신청 후 대기, 승인 또는 반려로 이어지는 흐름",
          "After applying: waiting, then approved or rejected",
        ),
      ],
      [
        section(
          "states",
          ["신청 카드의 상태", "States of the apply card"],
          [
            steps(
              [
                "신청 가능: 모집 기간 중이며 아직 신청하지 않았습니다.",
                "Apply: the period is open and you have not applied.",
              ],
              [
                "승인 대기: 주최자가 심사 중입니다. 카드를 누르면 신청서를 확인할 수 있습니다.",
                "Waiting: the organizer is reviewing. The card opens your form.",
              ],
              [
                "등록 완료: 승인되었습니다. 카드를 누르면 세부 행사 워크스페이스로 들어갑니다. 승인 메일도 발송됩니다.",
                "Registered: you are approved. The card opens the sub-event workspace, and an approval mail is sent.",
              ],
              [
                "종료 또는 신청 불가: 행사가 끝났거나 모집 기간이 지났습니다.",
                "Finished or unavailable: the event is over or the period has ended.",
              ],
            ),
            p(
              "승인 전에는 참가기업 목록, 미팅 등 워크스페이스 기능을 쓸 수 없고, 내 정보 화면만 열 수 있습니다.",
              "Until you are approved, the workspace (participant list, meetings and so on) stays closed; only My info is available.",
            ),
          ],
        ),
        section(
          "rejected",
          ["반려된 경우", "If you are rejected"],
          [
            p(
              "반려되면 주최자가 적은 사유가 메일과 내 정보 화면에 표시됩니다. 궁금한 점은 행사 상세 화면에 있는 주최자 담당자 연락처로 문의하세요.",
              "The organizer's reason is sent by mail and shown on My info. For questions, use the organizer contacts on the event page.",
            ),
          ],
        ),
        section(
          "edit-answers",
          ["신청 내용 수정", "Edit your answers"],
          [
            p(
              "워크스페이스의 내 정보에서 프로필, 신청서 답변, 추가 정보를 확인할 수 있습니다. 수정 버튼은 대표 신청자에게만 보입니다.",
              "My info in the workspace shows your profile, your answers and the additional info. Only the main applicant sees the Modify button.",
            ),
          ],
        ),
      ],
    ),
    ...workspaceSections,
  ],
);
