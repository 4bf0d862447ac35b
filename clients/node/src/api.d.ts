// Generated from the OpenAPI document by `npm run openapi` (openapi-typescript); do not edit.
export interface paths {
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller (read scope) */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/nav": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the page header shows of the signed-in visitor (session cookie only; null when signed out) */
        get: operations["getNavUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether my email address is confirmed (read scope) */
        get: operations["getEmailStatus"];
        put?: never;
        /** Email me a new confirmation link (write scope); earlier links stop working. Submitting to hidden splits needs a confirmed address */
        post: operations["sendEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email-verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an address with the token from the emailed link (single use, 48 hours) */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Benchmarks the caller may see */
        get: operations["listBenchmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One benchmark: releases, files with sha256, visible splits, public label counts */
        get: operations["getBenchmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of claims with the claim browser's filters. A sealed split's claims are left out for all but the benchmark's maintainers (`sealedSplits` names them); `quarter` set to one is 403 */
        get: operations["listClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/splits/{split}/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A split's empty prediction template (read scope): every claim id (and slice) with the prediction null (JSONL) or an empty cell (CSV, ?format=csv); never a label. Users who may see the split and, on gated benchmarks, have access; a sealed split's only for its maintainers (403) */
        get: operations["getPredictionTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/access-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The access-request queue (maintainers of this benchmark and admins, read scope), oldest first, at most 500 */
        get: operations["listAccessRequests"];
        put?: never;
        /** Request access (write scope); answers to the benchmark's form */
        post: operations["requestAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/access-requests/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide access requests in bulk (maintainers of this benchmark and admins, write scope); a reason is required to reject. All or nothing (404 unknown id, 409 wrong state); each decision is audited and the user notified, as on the queue page. Approve also restores a revoked grant */
        post: operations["decideAccessRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/access-requests/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The status of my access request (read scope) */
        get: operations["getMyAccessStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a release file: redirects to a link signed for the caller, valid 60 s; ?release= picks a release (default the newest). A file holding a sealed split's claims is 403 for all but the benchmark's maintainers */
        get: operations["getDownloadLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a signed download link (the signature is the credential); the bytes, or a 302 to the object store */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My models (read scope) */
        get: operations["listModels"];
        put?: never;
        /** Register a model (write scope) */
        post: operations["createModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One model: public once a submission of it is public, else its owner and admins only */
        get: operations["getModel"];
        /** Replace every field of one of my models (write scope) */
        put: operations["updateModel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models/{id}/endpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint of one of my models (read scope): settings and `apiKeyHint`, never the key; 404 when none is set */
        get: operations["getModelEndpoint"];
        /** Set the endpoint of one of my models (write scope). Every setting is replaced (left out: its default) except `apiKey`: left out keeps the stored key, null removes it. The key is stored encrypted and never answered. 400 naming the outbound rule when the base URL may not be called. Audited */
        put: operations["setModelEndpoint"];
        post?: never;
        /** Remove the endpoint of one of my models and its key (write scope). Audited */
        delete: operations["deleteModelEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models/{id}/endpoint/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test connection (write scope; 10 a minute): one tiny chat request with the stored settings; `ok` with the answer, or the error as status and reason (never the endpoint's error body) */
        post: operations["testModelEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models/{id}/release-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The benchmarks one of my models is evaluated on as each new test split opens (read scope), each with its monthly limit and what this calendar month (UTC) has spent or reserved of it */
        get: operations["listReleaseDayOptIns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models/{id}/release-day/{benchmark}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Opt one of my models with an endpoint in to release-day evaluations on a benchmark (write scope): LiveCheck starts an evaluation as each new test split opens, unless it would pass `monthlyLimitUsd` this month. Again: changes the settings. 400 when the model has no endpoint. Audited */
        put: operations["setReleaseDayOptIn"];
        post?: never;
        /** Opt the model out of release-day evaluations on the benchmark (write scope). Audited */
        delete: operations["deleteReleaseDayOptIn"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an evaluation of one of my models on a split (write scope): LiveCheck calls the model's endpoint for every item with the newest official prompts. On hidden splits it takes one slot of the daily quota, as an upload. With contamination true it also asks for the closed-book fact-check article of every claim and submits them as the model's articles upload for the contamination analysis (one model-evidence slot on benchmarks with hidden test labels; 400 when this server has no extraction endpoint). 409 naming the run when one of the model on the split is queued or running */
        post: operations["startEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my evaluations (read scope): status, done/total, cost, failures by kind, time left, the submission once the answers were submitted, and the contamination upload once a probe's articles were */
        get: operations["getEvaluation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a queued or running evaluation of mine, or discard one stopped at its spending limit (write scope); 409 once finished */
        post: operations["cancelEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Score an evaluation stopped at its spending limit with the unanswered items counted as missing (write scope); 409 unless it is at limit_reached */
        post: operations["scoreStoppedEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{id}/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The raw answers of one of my evaluations, one per line (read scope) */
        get: operations["getEvaluationOutputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The benchmark's official prompts, every version, oldest first; `current` is the one new evaluations use */
        get: operations["listPromptVersions"];
        put?: never;
        /** Add the benchmark's next prompt version (maintainers; write scope): all three templates, placeholders checked. Earlier versions stay readable. Audited */
        post: operations["addPromptVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a benchmark I may see (write scope): I am told, in the app and by email, when a release is published and when a split opens or is retired. Following twice changes nothing; 404 for a benchmark I may not see */
        post: operations["followBenchmark"];
        /** Stop following a benchmark (write scope); unfollowing one not followed changes nothing */
        delete: operations["unfollowBenchmark"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My submissions, newest first (read scope); `benchmark` keeps one benchmark's */
        get: operations["listSubmissions"];
        put?: never;
        /** Submit predictions (write scope): multipart fields and the file `file`, or a raw JSONL body with the fields as query parameters. split is a split name (2025Q4, or 2025-11 on a monthly benchmark) or `all` (the default): one submission per split the file's claims belong to, all or none. 400 lists every problem found (first 100 in `issues`, the rest counted in `more`) */
        post: operations["createSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My submissions left today on each split I may see (read scope); only hidden splits are limited */
        get: operations["getQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A submission's status, queue position and scores as disclosed (owner only) */
        get: operations["getSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-claim results as JSONL, or CSV with ?format=csv (own submissions on public dev splits only) */
        get: operations["getSubmissionResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a benchmark bundle (maintainers, write scope): a draft release nothing public shows until it is published; ?publish=1 publishes at once. Answers what changes (claims, splits, label counts). 400 lists every problem, nothing written */
        post: operations["importBundle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/releases/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard a draft release unpublished (maintainers of the benchmark, write scope); a benchmark the draft alone created goes too. Audited */
        delete: operations["discardDraftRelease"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leaderboards/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A leaderboard with the page's filters (same numbers as the page); format=csv exports */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leaderboards/{slug}/difficulty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Claim difficulties (public-label splits only) and each entry's ability, θ before/after its cutoff, Δθ and difficulty-adjusted cutoff gap, for the board's own filters (DOMAIN §9); withheld on hidden splits for everyone but the maintainers; format=csv exports entries, claims or periods (`part`) */
        get: operations["getLeaderboardDifficulty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leaderboards/{slug}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board's social preview image, as a signed-out visitor sees it (disclosed values only) */
        get: operations["getLeaderboardPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/badges/{slug}/{modelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An embeddable badge: the model's rank and score on the default board as a signed-out visitor sees them (disclosed values only) */
        get: operations["getBadge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contamination/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per model: mean score S, flagged shares per metric and strict */
        get: operations["getContamination"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contamination/{slug}/models/{modelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One model's contamination results (uploads and progress for its owner) */
        get: operations["getModelContamination"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contamination/{slug}/models/{modelId}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload generated evidence (kind=statements: {claim_id, evidence}) or closed-book articles (kind=articles: {claim_id, article}) as JSONL (write scope; own models; daily quota on hidden-label benchmarks, else 429 with resetAt) */
        post: operations["uploadContaminationEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contamination/{slug}/oracle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload oracle evidence or articles (maintainers) */
        post: operations["uploadOracleEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contamination/{slug}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The benchmark's named similarity metrics (METEOR, embedding models at OpenAI-compatible endpoints) with τ and how many evidence pairs each has scored (maintainers) */
        get: operations["getContaminationMetrics"];
        /** Replace the metric list (maintainers; audited): unique names, τ in [0, 1] for METEOR and [-1, 1] for embeddings or "calibrated" (the human-label calibration's best τ), an http(s) endpoint URL and model id for embeddings. New or changed metrics are scored again by a job; removed ones lose their scores */
        put: operations["saveContaminationMetrics"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contamination/{slug}/controlled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The unified contamination-controlled claim set and the ranking on it, with Δrank */
        get: operations["getControlledRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contamination/uploads/{uploadId}/rerun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-run the failed claims of an upload */
        post: operations["rerunContaminationUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All users (admin role, admin scope) */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a user's role */
        patch: operations["changeUserRole"];
        trace?: never;
    };
    "/admin/benchmarks/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Archive a benchmark (readable, no new submissions) or unpublish it (404 for all but its maintainers and admins); false undoes. Audited */
        patch: operations["changeBenchmarkStatus"];
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My webhooks (read scope): URL, events, created; never the secret */
        get: operations["listWebhooks"];
        put?: never;
        /** Create a webhook (write scope; at most 10): `url` and `events` (release.published, split.opened, split.retired, submission.scored, submission.failed, evaluation.finished, access.decided). Answers the id and the signing secret, shown this once. 400 naming unknown events, or the outbound rule the URL breaks (https outside ENDPOINT_ALLOWLIST, public addresses only). Each delivery is a signed JSON POST: LiveCheck-Event, LiveCheck-Delivery, LiveCheck-Signature `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Audited */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my webhooks (write scope): no new deliveries, queued ones are not sent. Audited */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 50 most recent deliveries of one of my webhooks, newest first (read scope): status, attempts, the last attempt's HTTP status, error and duration, the next retry */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (write scope): one new attempt now, same LiveCheck-Delivery id and body, new signature time, not retried. 409 while the delivery is still queued. Audited */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/releases/{version}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft release (maintainers of the benchmark, write scope): without a body it is published now (its claims, splits, labels and files are written and become public, subject to the access mode) and the answer is what changed; with {"at": "<ISO time>"} the publication is scheduled for then (a later schedule replaces an earlier one; a time that has passed publishes now, the answer says so) and the answer is the schedule. Audited */
        post: operations["publishRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/releases/{version}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a draft release's scheduled publication (maintainers of the benchmark, write scope); the draft stays. 409 when none is scheduled. Audited */
        delete: operations["cancelReleaseSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks/{slug}/splits/{split}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a split's settings (maintainers of the benchmark, write scope). `sealed`: true seals a hidden test split (its claim texts, evidence and claims files for maintainers only, endpoint evaluations only, until it is retired), false unseals it. `retireAt` schedules a test split's retirement (labels and exact values public then, as the Retire button does; a time that has passed retires it now; null cancels). 400 on a dev split, 409 on a retired one. Audited */
        patch: operations["updateSplit"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ModelInput: {
            name: string;
            organisation: string;
            parameterCountB?: number;
            openWeights: boolean;
            declaredCutoff: string;
            cutoffSource: string;
            estimatedCutoff?: string;
            /** @enum {string} */
            regime: "closed_book" | "evidence_bounded" | "open_web";
            costPerRunUsd?: number;
            links: string[];
        };
        ModelEndpointInput: {
            baseUrl: string;
            model: string;
            apiKey?: string | null;
            temperature: number;
            topP: number | null;
            maxTokens: number | null;
            seed: number | null;
            pricePromptPerMTok: number;
            priceCompletionPerMTok: number;
            maxUsdPerRun: number;
            maxRequestsPerRun: number;
        };
        ReleaseDayOptInInput: {
            monthlyLimitUsd: number;
            /** @default true */
            isPublic: boolean;
        };
        AccessRequestInput: {
            /** @default {} */
            answers: {
                [key: string]: unknown;
            };
        };
        AccessDecisionInput: {
            ids: string[];
            /** @enum {string} */
            decision: "approve" | "reject" | "revoke";
            /** @default  */
            reason: string;
        };
        EmailTokenInput: {
            token: string;
        };
        RoleInput: {
            /** @enum {string} */
            role: "researcher" | "maintainer" | "admin";
        };
        ContaminationMetricsInput: {
            metrics: {
                name: string;
                /** @enum {string} */
                kind: "meteor" | "meteor_averitec" | "embedding";
                model?: string | null;
                baseUrl?: string | null;
                tau: number | "calibrated";
            }[];
        };
        SubmissionUpload: {
            benchmark: string;
            /** @default all */
            split: "all" | string;
            modelId: string;
            /** @enum {string} */
            regime: "closed_book" | "evidence_bounded" | "open_web";
            /** @default  */
            description: string;
            /** Format: uri */
            codeUrl?: string;
            /** Format: uri */
            paperUrl?: string;
            isPublic?: boolean;
            missingAsWrong?: boolean;
            /**
             * Format: binary
             * @description The predictions: .jsonl or .csv (docs/DOMAIN.md §7)
             */
            file: string;
        };
        /**
         * Format: binary
         * @description A benchmark bundle: .zip or .tar.gz (docs/DOMAIN.md §2)
         */
        BundleArchive: string;
        ContaminationEvidenceLine: {
            claim_id: string;
            evidence: string[];
        } | {
            claim_id: string;
            article: string;
        };
        BenchmarkStatusInput: {
            archived?: boolean;
            unpublished?: boolean;
        };
        EvaluationInput: {
            benchmark: string;
            split: string;
            modelId: string;
            /** @default false */
            contamination: boolean;
            /** @default false */
            isPublic: boolean;
            /**
             * @default evidence_bounded
             * @enum {string}
             */
            regime: "evidence_bounded" | "closed_book";
        };
        EvaluationScoreInput: {
            /** @constant */
            missingAsWrong: true;
        };
        PromptVersionInput: {
            verdict: string;
            integrity: string;
            article: string;
            /** @default  */
            note: string;
        };
        WebhookInput: {
            url: string;
            events: string[];
        };
        PublishAtInput: {
            at: string;
        };
        SplitSettingsInput: {
            sealed?: boolean;
            retireAt?: string | null;
        };
        Error: {
            error: {
                /** @enum {string} */
                code: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_LARGE" | "RATE_LIMITED" | "INTERNAL";
                message: string;
                fields?: {
                    [key: string]: string;
                };
            } & {
                [key: string]: unknown;
            };
        };
        Me: {
            id: string;
            name: string;
            /** @enum {string} */
            role: "researcher" | "maintainer" | "admin";
        };
        NavUser: {
            user: {
                name: string;
                /** @enum {string} */
                role: "researcher" | "maintainer" | "admin";
                unread: number;
            } | null;
        };
        EmailStatus: {
            email: string;
            verified: boolean;
            verifiedAt: string | null;
        };
        EmailSent: {
            verified: boolean;
            sentTo: string | null;
        };
        EmailVerified: {
            /** @constant */
            verified: true;
            email: string;
        };
        UserList: {
            users: {
                id: string;
                email: string;
                name: string;
                /** @enum {string} */
                role: "researcher" | "maintainer" | "admin";
                /** Format: date-time */
                createdAt: string;
                maintains: string[];
            }[];
        };
        UserRole: {
            id: string;
            /** @enum {string} */
            role: "researcher" | "maintainer" | "admin";
        };
        BenchmarkList: {
            benchmarks: {
                slug: string;
                title: string;
                /** @enum {string} */
                track: "verdict" | "integrity";
                isDemo: boolean;
                /** @enum {string} */
                accessMode: "open" | "auto" | "manual";
                archivedAt: string | null;
                claimCount: number;
            }[];
        };
        Benchmark: {
            slug: string;
            title: string;
            /** @enum {string} */
            track: "verdict" | "integrity";
            /** @enum {string} */
            period: "quarter" | "month";
            description: string;
            license: string;
            citation: string;
            isDemo: boolean;
            /** @enum {string} */
            accessMode: "open" | "auto" | "manual";
            archivedAt: string | null;
            unpublishedAt: string | null;
            labels: string[];
            slices: number[];
            modes: ("classification" | "inference")[];
            canMaintain: boolean;
            releases: {
                version: string;
                publishedAt: string | null;
                /** Format: date-time */
                createdAt: string;
                files: {
                    name: string;
                    kind: string;
                    bytes: number;
                    sha256: string;
                    sealedSplits: string[];
                }[];
            }[];
            splits: {
                name: string;
                kind: string;
                embargoUntil: string | null;
                retiredAt: string | null;
                sealed: boolean;
                contentWithheld: boolean;
                claimCount: number;
            }[];
            devLabelCounts: {
                [key: string]: number;
            };
        };
        BenchmarkStatus: {
            slug: string;
            archivedAt: string | null;
            unpublishedAt: string | null;
        };
        ImportSummary: {
            slug: string;
            /** @enum {string} */
            status: "created" | "updated" | "unchanged" | "draft";
            release: string;
            published: boolean;
            claimsAdded: number;
            claimsUpdated: number;
            splitsAdded: number;
            labelVersion: number | null;
            rescored: number;
            changes: {
                splits: {
                    name: string;
                    /** @enum {string} */
                    kind: "dev" | "test";
                    embargoUntil: string | null;
                    claims: number;
                    /** @enum {string} */
                    status: "new" | "changed" | "unchanged";
                }[];
                splitsNotInBundle: string[];
                claims: {
                    added: number;
                    changed: number;
                    unchanged: number;
                    notInBundle: number;
                };
                labels: {
                    added: number;
                    changed: number;
                };
            } | null;
        };
        DraftDiscarded: {
            benchmarkRemoved: boolean;
        };
        ClaimPage: {
            items: {
                claimId: string;
                text: string;
                claimDate: string;
                quarter: string;
                language: string | null;
                media: string[];
                context: string | null;
                evidenceCount: number;
                label: string | null;
            }[];
            total: number;
            page: number;
            pageSize: number;
            quarters: string[];
            languages: string[];
            sealedSplits: string[];
        };
        AccessStatus: {
            benchmark: string;
            /** @enum {string} */
            mode: "open" | "auto" | "manual";
            /** @enum {string} */
            status: "open" | "maintainer" | "none" | "pending" | "approved" | "rejected" | "revoked";
            hasAccess: boolean;
            hiddenSubmitNeedsApproval: boolean;
            reason: string | null;
            requestedAt: string | null;
            decidedAt: string | null;
            usualWaitSeconds: number | null;
            answers: {
                [key: string]: string | boolean;
            } | null;
        };
        AccessQueue: {
            benchmark: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "revoked" | "all";
            counts: {
                [key: string]: number;
            };
            truncated: boolean;
            requests: {
                id: string;
                /** @enum {string} */
                status: "pending" | "approved" | "rejected" | "revoked";
                user: {
                    name: string;
                    email: string;
                };
                answers: {
                    [key: string]: unknown;
                };
                reason: string | null;
                /** Format: date-time */
                requestedAt: string;
                decidedAt: string | null;
                decidedBy: string | null;
            }[];
        };
        AccessDecisions: {
            decided: number;
            skipped: number;
        };
        Follow: {
            benchmark: string;
            following: boolean;
        };
        Model: {
            id: string;
            name: string;
            organisation: string;
            parameterCountB: number | null;
            openWeights: boolean;
            declaredCutoff: string;
            cutoffSource: string;
            estimatedCutoff: string | null;
            /** @enum {string} */
            regime: "closed_book" | "evidence_bounded" | "open_web";
            costPerRunUsd: number | null;
            links: string[];
            createdAt: string;
            isOwner: boolean;
            submissionCount: number;
        };
        ModelList: {
            models: components["schemas"]["Model"][];
        };
        ModelEndpoint: {
            modelId: string;
            baseUrl: string;
            model: string;
            hasApiKey: boolean;
            apiKeyHint: string | null;
            temperature: number;
            topP: number | null;
            maxTokens: number | null;
            seed: number | null;
            pricePromptPerMTok: number;
            priceCompletionPerMTok: number;
            maxUsdPerRun: number;
            maxRequestsPerRun: number;
            updatedAt: string;
        };
        ModelEndpointDeleted: {
            /** @constant */
            deleted: true;
        };
        ModelEndpointTest: {
            ok: boolean;
            answer: string | null;
            error: string | null;
            errorKind: string | null;
            status: number | null;
            latencyMs: number;
            promptTokens: number | null;
            completionTokens: number | null;
            costUsd: number;
        };
        ReleaseDayOptIn: {
            benchmark: string;
            title: string;
            monthlyLimitUsd: number;
            isPublic: boolean;
            spentThisMonthUsd: number;
            createdAt: string;
        };
        ReleaseDayOptInList: {
            optIns: components["schemas"]["ReleaseDayOptIn"][];
        };
        ReleaseDayOptOut: {
            /** @constant */
            deleted: true;
        };
        ContaminationMetricList: {
            metrics: {
                name: string;
                /** @enum {string} */
                kind: "meteor" | "meteor_averitec" | "embedding";
                model: string | null;
                baseUrl: string | null;
                tau: number;
                isDefault: boolean;
                scored: number;
            }[];
            evidencePairs: number;
        };
        ContaminationMetricsSaved: {
            metrics: {
                name: string;
                /** @enum {string} */
                kind: "meteor" | "meteor_averitec" | "embedding";
                model: string | null;
                baseUrl: string | null;
                tau: number;
                isDefault: boolean;
            }[];
            rescoring: string[];
            removed: string[];
            jobId: string | null;
        };
        ContaminationOverview: {
            benchmark: {
                id: string;
                slug: string;
                title: string;
                canMaintain: boolean;
                tau: {
                    [key: string]: number;
                };
            };
            availability: {
                extraction: boolean;
                embeddings: boolean;
            };
            metrics: string[];
            models: {
                id: string;
                name: string;
                organisation: string;
                /** Format: date */
                declaredCutoff: string;
                summary: {
                    metrics: {
                        [key: string]: {
                            n: number;
                            mean: number | null;
                            flagged: number;
                            flaggedShare: number | null;
                            tau: number;
                            histogram: number[];
                        };
                    };
                    strict: {
                        metrics: string[];
                        n: number;
                        flagged: number;
                        flaggedShare: number | null;
                    };
                    any: {
                        metrics: string[];
                        n: number;
                        flagged: number;
                        flaggedShare: number | null;
                    };
                };
            }[];
        };
        ModelContamination: {
            benchmark: {
                id: string;
                slug: string;
                title: string;
                canMaintain: boolean;
                tau: {
                    [key: string]: number;
                };
            };
            model: {
                id: string;
                name: string;
                organisation: string;
                /** Format: date */
                declaredCutoff: string;
                estimatedCutoff: string | null;
                isOwner: boolean;
            };
            availability: {
                extraction: boolean;
                embeddings: boolean;
            };
            metrics: string[];
            summary: {
                metrics: {
                    [key: string]: {
                        n: number;
                        mean: number | null;
                        flagged: number;
                        flaggedShare: number | null;
                        tau: number;
                        histogram: number[];
                    };
                };
                strict: {
                    metrics: string[];
                    n: number;
                    flagged: number;
                    flaggedShare: number | null;
                };
                any: {
                    metrics: string[];
                    n: number;
                    flagged: number;
                    flaggedShare: number | null;
                };
            };
            postCutoff: {
                /** Format: date */
                cutoff: string;
                claimsAfter: number;
                flagged: {
                    [key: string]: number;
                };
                claims: {
                    claimId: string;
                    /** Format: date */
                    claimDate: string;
                    scores: {
                        [key: string]: number | null;
                    };
                    isStrict: boolean;
                }[];
            };
            flaggedClaims: {
                total: number;
                claims: {
                    claimId: string;
                    /** Format: date */
                    claimDate: string;
                    scores: {
                        [key: string]: number | null;
                    };
                    isStrict: boolean;
                }[];
            };
            ssa: {
                split: string;
                delta: number | null;
                otr: number | null;
                factor: number | null;
            }[];
            controlled: {
                split: string;
                kind: string;
                comparison: {
                    metric: string;
                    a: {
                        n: number;
                        value: number | null;
                    };
                    b: {
                        n: number;
                        value: number | null;
                    };
                    difference: number | null;
                    interval: [
                        number | null,
                        number | null
                    ] | null;
                    pValue: number | null;
                } | null;
                note: string | null;
                release: {
                    exact: boolean;
                    stepOverride?: number | null;
                };
            }[];
            uploads: {
                uploadId: string;
                fileName: string;
                /** @enum {string} */
                kind: "statements" | "articles";
                /** @enum {string} */
                target: "model" | "oracle";
                /** Format: date-time */
                createdAt: string;
                total: number;
                done: number;
                failed: {
                    claimId: string;
                    reason: string;
                }[];
                notes: {
                    claimId: string;
                    note: string;
                }[];
                rejected: {
                    line: number;
                    claimId: string;
                    problem: string;
                }[];
                /** @enum {string} */
                status: "queued" | "running" | "done" | "failed" | "cancelled" | "unknown";
                lastError: string | null;
                costUsd: number;
                cacheHits: number;
            }[] | null;
        };
        ControlledRanking: {
            split: {
                name: string;
                kind: string;
            } | null;
            splits: {
                name: string;
                kind: string;
            }[];
            metric: string;
            isLowerBetter: boolean;
            set: {
                n: number;
                total: number;
                contaminated: number;
                unassessed: number;
                modelIds: string[];
                metrics: string[];
                tau: {
                    [key: string]: number | null;
                };
            };
            subsets: {
                metric: string | null;
                tau: number | null;
                n: number;
                contaminated: number;
                unassessed: number;
                withheld: boolean;
            }[];
            labelCounts: {
                [key: string]: number;
            } | null;
            rows: {
                modelId: string;
                name: string;
                full: {
                    n: number;
                    value: number | null;
                    rank: number;
                };
                controlled: {
                    n: number;
                    value: number | null;
                    rank: number | null;
                };
                deltaRank: number | null;
                subsets: {
                    n: number;
                    value: number | null;
                    rank: number | null;
                    deltaRank: number | null;
                }[];
            }[];
            release: {
                exact: boolean;
                stepOverride?: number | null;
            };
            note: string | null;
        };
        UploadReceipt: {
            uploadId: string;
            jobId: string;
            total: number;
            rejected: {
                line: number;
                claimId: string;
                problem: string;
            }[];
        };
        UploadRerun: {
            jobId: string;
        };
        DownloadLink: {
            /** Format: uri */
            url: string;
            /** Format: date-time */
            expiresAt: string;
            name: string;
            bytes: number;
            sha256: string;
        };
        SubmissionCreated: {
            id: string;
            /** @constant */
            status: "queued";
            position: number | null;
            submissions: {
                id: string;
                split: string;
                position: number | null;
            }[];
        };
        Submission: {
            id: string;
            benchmark: {
                slug: string;
                title: string;
                /** @enum {string} */
                track: "verdict" | "integrity";
            };
            split: {
                name: string;
                kind: string;
                hidden: boolean;
            };
            model: {
                id: string;
                name: string;
            };
            /** @enum {string} */
            status: "queued" | "running" | "scored" | "failed";
            position: number | null;
            errorKind: string | null;
            error: string | null;
            /** Format: date-time */
            createdAt: string;
            scoredAt: string | null;
            isPublic: boolean;
            /** @enum {string} */
            regime: "closed_book" | "evidence_bounded" | "open_web";
            description: string;
            fileName: string;
            fileSha256: string;
            score: ({
                n: number;
                /** @enum {string} */
                track: "verdict" | "integrity";
                metrics: {
                    [key: string]: number | null;
                };
            } & {
                [key: string]: unknown;
            }) | null;
            release: {
                /** @enum {string} */
                status: "released" | "held" | "withheld";
                metric: string;
                value: number | null;
                best: number | null;
                step: number;
            } | null;
            labelVersion: number | null;
            hiddenFromBoard: {
                /** Format: date-time */
                at: string;
                reason: string;
            } | null;
        };
        SubmissionList: {
            submissions: {
                id: string;
                benchmark: {
                    slug: string;
                    title: string;
                    track: string;
                };
                split: {
                    name: string;
                    kind: string;
                };
                model: {
                    id: string;
                    name: string;
                };
                status: string;
                errorKind: string | null;
                isPublic: boolean;
                regime: string;
                /** Format: date-time */
                createdAt: string;
                scoredAt: string | null;
                primary: {
                    metric: string;
                    value: number | null;
                    lowerIsBetter: boolean;
                } | null;
                release: ("released" | "held" | "withheld") | null;
            }[];
        };
        QuotaList: {
            benchmark: string;
            splits: {
                split: string;
                applies: boolean;
                limit: number | null;
                used: number;
                remaining: number | null;
                /** Format: date-time */
                resetAt: string;
            }[];
        };
        Leaderboard: {
            benchmark: {
                slug: string;
                title: string;
                /** @enum {string} */
                track: "verdict" | "integrity";
                /** @enum {string} */
                period: "quarter" | "month";
                isDemo: boolean;
                archivedAt?: string | null;
                splits: string[];
                slices: number[];
                modes: ("classification" | "inference")[];
                splitKinds?: {
                    [key: string]: "dev" | "test";
                };
                properties?: {
                    name: string;
                    /** @enum {string} */
                    kind: "claim" | "media";
                }[];
            };
            query: {
                splits: string[];
                slice?: number;
                /** @enum {string} */
                mode: "classification" | "inference";
                /** @enum {string} */
                regime: "all" | "closed_book" | "evidence_bounded" | "open_web";
                /** Format: date */
                start?: string;
                /** Format: date */
                end?: string;
                buffer: number;
                /** @enum {string} */
                cutoff: "declared" | "estimated";
                metric: string;
                /** @enum {string} */
                view: "table" | "cutoff" | "longitudinal" | "slices" | "cost";
                models?: string[];
                /** @enum {string} */
                format: "json" | "csv";
                /** @enum {string} */
                controlled: "0" | "1";
            };
            metrics: string[];
            primaryMetric: string;
            lowerIsBetter: boolean;
            n: number;
            isSmallWindow: boolean;
            bootstrap: {
                b: number;
                seed: number;
            };
            /** @enum {string} */
            representative: "best" | "latest";
            rows: {
                entryId: string;
                modelId: string | null;
                model: string;
                organisation: string | null;
                openWeights: boolean | null;
                parameterCount: number | null;
                cutoff: string | null;
                declaredCutoff: string | null;
                estimatedCutoff: {
                    /** Format: date */
                    cutoff: string;
                    /** Format: date */
                    low: string;
                    /** Format: date */
                    high: string;
                    /** @enum {string} */
                    granularity: "month" | "quarter";
                    n: number;
                    nBefore: number;
                    nAfter: number;
                    contradicted: boolean;
                } | null;
                regime: string | null;
                /** @enum {string} */
                status: "ranked" | "contaminated" | "incomplete" | "baseline";
                rank: number | null;
                rankLow: number | null;
                rankHigh: number | null;
                isTopTier: boolean;
                n: number;
                missing: number;
                metrics: {
                    [key: string]: {
                        value: number | null;
                        low: number | null;
                        high: number | null;
                    };
                };
                properties?: {
                    [key: string]: {
                        mse: number | null;
                        n: number;
                        missing: number;
                    };
                };
                submittedAt: string | null;
                submissionIds: string[];
                costPerRun: number | null;
                badges: string[];
                tier?: string | null;
                submissions?: number;
            }[];
            notes: string[];
            curves?: {
                entryId: string;
                model: string;
                cutoff: string | null;
                cutoffPeriod: string | null;
                points: {
                    n: number;
                    value: number | null;
                    interval: [
                        number | null,
                        number | null
                    ];
                    fsr?: number;
                    x: number;
                    label: string;
                }[];
                prePost?: {
                    pre: {
                        n: number;
                        value: number | null;
                        interval: [
                            number | null,
                            number | null
                        ];
                        fsr?: number;
                    };
                    post: {
                        n: number;
                        value: number | null;
                        interval: [
                            number | null,
                            number | null
                        ];
                        fsr?: number;
                    };
                    difference: number | null;
                    differenceInterval: [
                        number | null,
                        number | null
                    ];
                    /** @enum {string} */
                    rule: "date" | "quarter" | "month";
                    excluded: number;
                };
                message?: string;
            }[];
            sliceRows?: {
                entryId: string;
                model: string;
                n: number;
                slices: {
                    [key: string]: {
                        [key: string]: {
                            accuracy: number | null;
                            macro_f1: number | null;
                        };
                    };
                };
                reasoningGap: {
                    value: number | null;
                    low: number | null;
                    high: number | null;
                } | null;
                ssa: {
                    delta: number | null;
                    otr: number | null;
                    factor: number | null;
                } | null;
            }[];
            cost?: {
                entryId: string;
                model: string;
                costPerRun: number;
                metric: {
                    value: number | null;
                    low: number | null;
                    high: number | null;
                };
            }[];
            selectedEntries: string[];
            release: {
                exact: boolean;
                step: number | null;
                stepOverride: number | null;
            };
            pairwise?: {
                entryIds: string[];
                pAdjusted: number[][];
            };
        };
        EvaluationCreated: {
            id: string;
        };
        Evaluation: {
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed" | "cancelled" | "limit_reached";
            benchmark: string;
            split: string;
            modelId: string;
            regime: string;
            contamination: boolean;
            promptVersion: number;
            endpointModel: string;
            done: number;
            total: number;
            requests: number;
            promptTokens: number;
            completionTokens: number;
            costUsd: number;
            failures: {
                [key: string]: number;
            };
            error: string | null;
            etaSeconds: number | null;
            submissionId: string | null;
            contaminationUploadId: string | null;
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
        };
        EvaluationCancelled: {
            /** @constant */
            status: "cancelled";
        };
        EvaluationScored: {
            submissionId: string;
        };
        EvaluationOutputLine: {
            /** @enum {string} */
            task: "prediction" | "article";
            claim_id: string;
            slice: number | null;
            /** @enum {string} */
            variant: "original" | "shifted";
            raw_output: string;
            failure_kind: string | null;
            attempts: number;
            prompt_tokens: number;
            completion_tokens: number;
            cost_usd: number;
            answered_at: string;
        };
        PromptVersion: {
            version: number;
            templates: {
                verdict: string;
                integrity: string;
                article: string;
            };
            note: string;
            createdAt: string | null;
        };
        PromptVersions: {
            benchmark: string;
            current: number;
            versions: components["schemas"]["PromptVersion"][];
        };
        BoardDifficulty: {
            benchmark: {
                slug: string;
                /** @enum {string} */
                track: "verdict" | "integrity";
            };
            splits: string[];
            bootstrap: {
                b: number;
                seed: number;
            };
            fieldSize: number;
            minField: number;
            message: string | null;
            claims: {
                claimId: string;
                period: string;
                difficulty: number;
                n: number;
            }[];
            entries: {
                entryId: string;
                model: string;
                ability: number | null;
                abilityLow: number | null;
                abilityHigh: number | null;
                thetaPre: number | null;
                thetaPost: number | null;
                deltaTheta: number | null;
                deltaThetaLow: number | null;
                deltaThetaHigh: number | null;
                observedPost: number | null;
                expectedPost: number | null;
                adjustedGap: number | null;
                adjustedGapLow: number | null;
                adjustedGapHigh: number | null;
                nPre: number;
                nPost: number;
                fieldSize: number;
            }[];
            periods: {
                period: string;
                n: number;
                value: number;
                low: number | null;
                high: number | null;
            }[];
        };
        Webhook: {
            id: string;
            url: string;
            events: ("release.published" | "split.opened" | "split.retired" | "submission.scored" | "submission.failed" | "evaluation.finished" | "access.decided")[];
            createdAt: string;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        WebhookCreated: {
            id: string;
            secret: string;
        };
        WebhookDeleted: {
            /** @constant */
            deleted: true;
        };
        WebhookDelivery: {
            id: string;
            /** @enum {string} */
            event: "release.published" | "split.opened" | "split.retired" | "submission.scored" | "submission.failed" | "evaluation.finished" | "access.decided";
            /** @enum {string} */
            status: "queued" | "succeeded" | "failed";
            attempts: number;
            lastStatusCode: number | null;
            lastError: string | null;
            lastDurationMs: number | null;
            createdAt: string;
            nextAttemptAt: string | null;
            deliveredAt: string | null;
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        ReleaseSchedule: {
            slug: string;
            release: string;
            /** @enum {string} */
            status: "scheduled" | "published" | "cancelled";
            publishAt: string | null;
            replaced: string | null;
            message: string;
            summary: components["schemas"]["ImportSummary"] | null;
        };
        PublishRelease: components["schemas"]["ImportSummary"] | components["schemas"]["ReleaseSchedule"];
        SplitSettings: {
            benchmark: string;
            name: string;
            /** @enum {string} */
            kind: "dev" | "test";
            sealed: boolean;
            retireAt: string | null;
            retiredAt: string | null;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNavUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visitor or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NavUser"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEmailStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailStatus"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent (or already confirmed) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSent"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTokenInput"];
            };
        };
        responses: {
            /** @description Confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerified"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBenchmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The benchmarks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenchmarkList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBenchmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The benchmark */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Benchmark"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listClaims: {
        parameters: {
            query?: {
                q?: string;
                quarter?: string;
                language?: string;
                media?: "image" | "video" | "text";
                label?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPredictionTemplate: {
        parameters: {
            query?: {
                format?: "jsonl" | "csv";
            };
            header?: never;
            path: {
                slug: string;
                split: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSONL or CSV, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": unknown;
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAccessRequests: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected" | "revoked" | "all";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessQueue"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessRequestInput"];
            };
        };
        responses: {
            /** @description My access status */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessStatus"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideAccessRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessDecisionInput"];
            };
        };
        responses: {
            /** @description How many were decided */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessDecisions"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMyAccessStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My access status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessStatus"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDownloadLink: {
        parameters: {
            query?: {
                release?: string;
            };
            header?: never;
            path: {
                slug: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect (Location) to the signed link, described in the body */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLink"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadFile: {
        parameters: {
            query?: {
                u?: string;
                exp?: string;
                sig?: string;
            };
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My models */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createModel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModelInput"];
            };
        };
        responses: {
            /** @description The model */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Model"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The model */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Model"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModelInput"];
            };
        };
        responses: {
            /** @description The model */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Model"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getModelEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelEndpoint"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setModelEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModelEndpointInput"];
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelEndpoint"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteModelEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelEndpointDeleted"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testModelEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the request got */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelEndpointTest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReleaseDayOptIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The opt-ins */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseDayOptInList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setReleaseDayOptIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                benchmark: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseDayOptInInput"];
            };
        };
        responses: {
            /** @description The opt-in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseDayOptIn"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteReleaseDayOptIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                benchmark: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Opted out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseDayOptOut"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationInput"];
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationCreated"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Evaluation"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationCancelled"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    scoreStoppedEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationScoreInput"];
            };
        };
        responses: {
            /** @description Submitted for scoring */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationScored"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvaluationOutputs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One answer per line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["EvaluationOutputLine"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPromptVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prompt versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptVersions"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addPromptVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptVersionInput"];
            };
        };
        responses: {
            /** @description The new version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptVersion"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    followBenchmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Following */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Follow"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unfollowBenchmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not following */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Follow"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSubmissions: {
        parameters: {
            query?: {
                benchmark?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My submissions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSubmission: {
        parameters: {
            query?: {
                benchmark?: string;
                split?: "all" | string;
                modelId?: string;
                regime?: "closed_book" | "evidence_bounded" | "open_web";
                description?: string;
                codeUrl?: string;
                paperUrl?: string;
                isPublic?: boolean;
                missingAsWrong?: boolean;
                filename?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of the query parameters and the JSONL file `file` (or a raw application/x-ndjson body) */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SubmissionUpload"];
            };
        };
        responses: {
            /** @description Queued: one submission per split (id and position: the first one's) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionCreated"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quota per split */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotaList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubmissionResults: {
        parameters: {
            query?: {
                format?: "jsonl" | "csv";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One result per line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": unknown;
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importBundle: {
        parameters: {
            query?: {
                publish?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The .zip or .tar.gz bundle */
        requestBody: {
            content: {
                "application/octet-stream": components["schemas"]["BundleArchive"];
            };
        };
        responses: {
            /** @description Import summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportSummary"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discardDraftRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Discarded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftDiscarded"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLeaderboard: {
        parameters: {
            query?: {
                splits?: string[];
                slice?: string;
                mode?: "classification" | "inference";
                regime?: "all" | "closed_book" | "evidence_bounded" | "open_web";
                start?: string;
                end?: string;
                buffer?: number;
                cutoff?: "declared" | "estimated";
                metric?: string;
                view?: "table" | "cutoff" | "longitudinal" | "slices" | "cost";
                models?: string[];
                format?: "json" | "csv";
                controlled?: "0" | "1";
                verified?: "0" | "1";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The leaderboard (format=csv: text/csv) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Leaderboard"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLeaderboardDifficulty: {
        parameters: {
            query?: {
                splits?: string[];
                slice?: string;
                mode?: "classification" | "inference";
                regime?: "all" | "closed_book" | "evidence_bounded" | "open_web";
                start?: string;
                end?: string;
                buffer?: number;
                cutoff?: "declared" | "estimated";
                metric?: string;
                view?: "table" | "cutoff" | "longitudinal" | "slices" | "cost";
                models?: string[];
                format?: "json" | "csv";
                controlled?: "0" | "1";
                verified?: "0" | "1";
                part?: "entries" | "claims" | "periods";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Difficulties and adjusted gaps (format=csv: text/csv) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardDifficulty"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLeaderboardPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBadge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                modelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SVG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContamination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContaminationOverview"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getModelContamination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                modelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelContamination"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadContaminationEvidence: {
        parameters: {
            query?: {
                kind?: "statements" | "articles";
                /** @description file name of a raw body */
                filename?: string;
            };
            header?: never;
            path: {
                slug: string;
                modelId: string;
            };
            cookie?: never;
        };
        /** @description Multipart with the file `file`, or the raw JSONL body; one object a line */
        requestBody: {
            content: {
                "application/x-ndjson": components["schemas"]["ContaminationEvidenceLine"];
            };
        };
        responses: {
            /** @description Upload receipt */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadReceipt"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadOracleEvidence: {
        parameters: {
            query?: {
                kind?: "statements" | "articles";
                /** @description file name of a raw body */
                filename?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        /** @description Multipart with the file `file`, or the raw JSONL body; one object a line */
        requestBody: {
            content: {
                "application/x-ndjson": components["schemas"]["ContaminationEvidenceLine"];
            };
        };
        responses: {
            /** @description Upload receipt */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadReceipt"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContaminationMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metrics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContaminationMetricList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    saveContaminationMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContaminationMetricsInput"];
            };
        };
        responses: {
            /** @description The saved list and what is being rescored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContaminationMetricsSaved"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getControlledRanking: {
        parameters: {
            query?: {
                /** @description comma-separated model ids */
                models?: string;
                /** @description comma-separated metric names (GET /contamination/{slug} lists them) */
                metrics?: string;
                /** @description the split to rank on, by the benchmark's period (2025Q3 or 2025-07) */
                split?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Controlled ranking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ControlledRanking"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rerunContaminationUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadRerun"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleInput"];
            };
        };
        responses: {
            /** @description The user's role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRole"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeBenchmarkStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BenchmarkStatusInput"];
            };
        };
        responses: {
            /** @description The benchmark's status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenchmarkStatus"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookInput"];
            };
        };
        responses: {
            /** @description The new webhook's id and secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeleted"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publishRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PublishAtInput"];
            };
        };
        responses: {
            /** @description What changed (no body), or the schedule (with at) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishRelease"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelReleaseSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule, cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseSchedule"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSplit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                split: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SplitSettingsInput"];
            };
        };
        responses: {
            /** @description The split's settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SplitSettings"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
