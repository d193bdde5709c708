import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { fromPromise } from "xstate";
import { SignInDialog } from "#app/components/auth/SignInDialog.tsx";
import { inspection } from "#app/lib/inspector.ts";
import { type FirstComments, fetchFirstComments, postReview } from "#app/lib/review-client.ts";
import type { ReviewForm } from "#domain/review-rules.ts";
import { type PostedReview, type ReviewUser, reviewMachine } from "#machines/review.machine.ts";
import { CommentDialog } from "./CommentDialog.tsx";
import * as styles from "./ReviewFlow.css.ts";

export interface ReviewRequest {
  /** Grows with every press, so pressing Write review again reopens the flow. */
  nonce: number;
}

/**
 * The review machine with the real calls, the login dialog and the comment dialog, and the
 * server's notice after a post that edited the tourist's earlier review. Loaded on the first press
 * of Write review, with the API client.
 */
export default function ReviewFlow({
  endpoint,
  subjectName,
  user,
  request,
  onReloaded,
  onClosed,
}: {
  /** The subject's /comment URL: reviews are posted to it and its first page is read again after. */
  endpoint: string;
  subjectName: string;
  user: ReviewUser | null;
  request: ReviewRequest;
  onReloaded: (comments: FirstComments) => void;
  /** The flow is closed again (posted, cancelled): focus goes back to Write review. */
  onClosed: () => void;
}) {
  const revalidator = useRevalidator();
  // The machine is made once; the reload reaches the section through the latest callback.
  const reloaded = useRef(onReloaded);
  useEffect(() => {
    reloaded.current = onReloaded;
  }, [onReloaded]);
  const [snapshot, send] = useMachine(
    reviewMachine.provide({
      actors: {
        submitComment: fromPromise<PostedReview, ReviewForm>(({ input }) => postReview(endpoint, input)),
      },
      actions: {
        // A failed reload leaves the list as it was, like every list load (spec section 8).
        reloadComments: () => {
          fetchFirstComments(endpoint).then(
            (fresh) => reloaded.current(fresh),
            () => {},
          );
        },
      },
    }),
    { input: { user }, ...inspection },
  );

  // The page learns of sign-ins and sign-outs from the server; the flow follows it.
  const signedInAs = user?.name ?? null;
  useEffect(() => {
    send({ type: "user.changed", user: signedInAs === null ? null : { name: signedInAs } });
  }, [signedInAs, send]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new nonce is a new press of Write review
  useEffect(() => {
    send({ type: "review.write" });
  }, [request.nonce, send]);

  // The login dialog is unmounted, not closed, so it cannot hand focus back itself; and the
  // comment dialog opened after it found nothing to return to. Whatever closed, Write review gets it.
  const closed = snapshot.matches("closed");
  const wasOpen = useRef(false);
  useEffect(() => {
    if (closed && wasOpen.current) onClosed();
    wasOpen.current = !closed;
  }, [closed, onClosed]);

  const sending = snapshot.matches("submitting");
  const { notice } = snapshot.context;
  return (
    <>
      {closed && notice ? (
        <p className={styles.notice} role="status" data-testid="review-notice">
          {notice}
        </p>
      ) : null}
      {snapshot.matches("signingIn") ? (
        <SignInDialog
          onClose={() => send({ type: "review.cancel" })}
          onSignedIn={(account) => {
            send({ type: "auth.signedIn", user: { name: account.name } });
            // The rest of the page (menu, booking form) learns of the session from the server.
            void revalidator.revalidate();
          }}
        />
      ) : null}
      <CommentDialog
        open={snapshot.matches("commenting") || sending}
        context={snapshot.context}
        sending={sending}
        subjectName={subjectName}
        onUpdate={(patch) => send({ type: "form.update", patch })}
        onSubmit={() => send({ type: "form.submit" })}
        onDismiss={() => send({ type: "review.cancel" })}
      />
    </>
  );
}
