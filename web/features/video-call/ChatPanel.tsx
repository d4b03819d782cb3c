import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { removeMessage, useOpenChatRoom } from "../../api/chat";
import { getUserId } from "../../api/session";
import { useChatRoomBetween, useMeetingOfRoom } from "../../api/video";
import { emitVolatile } from "../../lib/realtime";
import { toastError } from "../../lib/toast";
import { Composer } from "../chat/Composer";
import type { ChatZones } from "../chat/chat-time";
import { MessageList } from "../chat/MessageList";
import { useRoom } from "../chat/useRoom";
import { Loading } from "../common/states";

function Timeline({ roomId, zones }: { roomId: number; zones: ChatZones }) {
  const me = String(getUserId());
  const timeline = useRoom(roomId, { onFatal: toastError });
  return (
    <>
      <MessageList
        room={timeline}
        me={me}
        otherRead={0}
        zones={zones}
        onDelete={(m) =>
          removeMessage(roomId, m.id)
            .then(() => timeline.markDeleted(m.seq))
            .catch(toastError)
        }
      />
      <Composer
        disabled={false}
        onSend={(text) => timeline.send("text", text)}
        onSendCard={() => timeline.send("card", "")}
        onTyping={() => emitVolatile("chat:typing", roomId)}
      />
    </>
  );
}

/**
 * The call's chat panel: the two companies' stored chat room (live and lossless through the chat feature's
 * outbox and timeline); when the two applications have none yet, one is opened on demand.
 */
export function ChatPanel({
  meetingId,
  applicationId,
  counterpartId,
  zones,
}: {
  meetingId: number;
  applicationId: number;
  counterpartId: number;
  zones: ChatZones;
}) {
  const { t } = useTranslation();
  const room = useChatRoomBetween(applicationId, counterpartId);
  const meeting = useMeetingOfRoom(meetingId, !room.isLoading && !room.data);
  const open = useOpenChatRoom(meeting.data?.subEventId ?? 0);
  if (room.isLoading) return <Loading />;
  if (!room.data)
    return (
      <Box sx={{ p: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("videoCall.chatNone")}
        </Typography>
        {meeting.data && (
          <Button
            variant="outlined"
            disabled={open.isPending}
            onClick={() =>
              open
                .mutateAsync({
                  subEventId: meeting.data.subEventId,
                  applicationId,
                  otherApplicationId: counterpartId,
                })
                .then(() => room.refetch())
                .catch(toastError)
            }
          >
            {t("videoCall.chatOpen")}
          </Button>
        )}
      </Box>
    );
  return (
    <Box sx={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0 }}>
      <Timeline roomId={room.data.id} zones={zones} />
    </Box>
  );
}
