// Generated from the Desh Courier API document by `npm run api-client:generate`. Do not edit.

export interface paths {
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Merchants’ API keys with their owners (admins only)
         * @description Admins only. One merchant’s keys by `?email=`, or the newest 100 of all merchants; prefixes and limits only, never the keys.
         */
        get: operations["listApiKeysForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}/rate-limit": {
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
        /**
         * Set an API key’s requests per minute (admins only)
         * @description Admins only. Any limit from 1 to 10,000 a minute, above the default too; the per-IP limit (API_RATE_LIMIT_MAX) still applies to every call.
         */
        patch: operations["setApiKeyRateLimit"];
        trace?: never;
    };
    "/api/admin/deliveries/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a photo delivery
         * @description Marks the waiting parcel delivered: the proof is kept, the money is booked and the sender is told.
         */
        post: operations["approveDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a photo delivery
         * @description The photo does not prove the delivery: the parcel goes back to the rider’s run as a failed attempt with the reason; nothing is booked.
         */
        post: operations["rejectDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Photo deliveries waiting for approval
         * @description Deliveries proved by photo after the receiver’s code was locked, oldest first, and per rider how many such deliveries they made in the recent window.
         */
        get: operations["listDeliveryApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a handover photo
         * @description The photo a rider took at a delivery or a return; admins only, never cached by proxies.
         */
        get: operations["getHandoverPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Failed and returning parcels
         * @description Parcels with failed attempts, on their way back or returned, with every attempt.
         */
        get: operations["listProblemParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How each delivery was proved
         * @description The latest 200 deliveries with their proof (code or photo), receiver name, cash and rider.
         */
        get: operations["listDeliveryProofs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard figures, computed live (days are Asia/Dhaka days)
         * @description Admins only. Users, parcels by status and bookings per day, read live from the database.
         */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The signed-in merchant’s keys, newest first, by prefix, with created, last-used and revoked times.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Makes a named key for the signed-in merchant. The whole key is in this answer only; the server keeps its SHA-256 hash.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes one of the merchant’s keys; the next request that uses it is refused.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an API key a password reset suspended
         * @description A password reset suspends every key of the account (403 `API_KEY_SUSPENDED`); its owner, signed in after the reset, confirms a key to make it work again. A key that is not suspended is answered as it is.
         */
        post: operations["confirmApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/approve-rider/{id}": {
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
        /**
         * Approve a pending application; the applicant becomes a rider
         * @description Admins only. Approves a pending application and gives the applicant the rider role.
         */
        patch: operations["approveRider"];
        trace?: never;
    };
    "/api/areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List districts
         * @description The 64 districts with their ids, English and Bangla names, division and centre.
         */
        get: operations["listDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/areas/{district}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the upazilas and thanas of a district
         * @description The upazilas of a district, and for Dhaka and Chattogram also the metropolitan thanas, by English name.
         */
        get: operations["listUpazilas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public deployment settings
         * @description Which optional features this deployment offers (Google sign-in, password reset mail). Open to anyone.
         */
        get: operations["getPublicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a failed delivery attempt
         * @description Records why the delivery failed; a refusal or the last allowed attempt sends the parcel back to its sender.
         */
        post: operations["recordFailedAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the receiver a new code
         * @description Sends a fresh delivery code (the old one stops working); limited in number and pace.
         */
        post: operations["resendDeliveryCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a delivery with proof
         * @description Delivers the parcel with the receiver’s code, or a handover photo and the receiver’s name, and the exact cash collected (poisha).
         */
        post: operations["completeDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/out-for-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a parcel out for delivery
         * @description Marks the parcel out for delivery; a receiver with a phone gets a 6-digit delivery code by SMS.
         */
        post: operations["markOutForDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a handover photo
         * @description Keeps a photo of the handover (multipart field "image", PNG or JPEG) privately; only admins can open it.
         */
        post: operations["uploadHandoverPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a parcel back to its sender
         * @description An admin sends a parcel with a failed attempt back to its sender, with a reason.
         */
        post: operations["startParcelReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/returned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a parcel is back with its sender
         * @description The sender (or an admin) confirms the returned parcel reached them; the rider confirms with a handover photo.
         */
        post: operations["confirmParcelReturned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rider’s run for today, in order
         * @description The signed-in rider’s parcels in the order to work them, with failed attempts and the state of the receiver’s code.
         */
        get: operations["getDeliveryRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness with a database check
         * @description Answers 200 while the process runs and the database answers, 503 otherwise.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/entries/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a ledger entry
         * @description Corrects a mistake by posting the opposite of an entry; entries are never edited or deleted. Each entry is reversed at most once. A reversal that would leave a merchant’s payable below zero is refused with 409 NEGATIVE_PAYABLE_REASON_REQUIRED unless negativePayableReason says why.
         */
        post: operations["reverseLedgerEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/handovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cash handovers by status
         * @description Declared handovers waiting to be counted (oldest first), or confirmed ones (newest first).
         */
        get: operations["listHandovers"];
        put?: never;
        /**
         * Declare cash handed in at the office
         * @description A rider declares an amount of their cash in hand; an admin confirms it after counting. A repeated idempotency key returns the first handover with 200.
         */
        post: operations["declareHandover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/handovers/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a handover with the counted amount
         * @description Posts the handover to the ledger: the office receives the counted cash and any difference is recorded against the rider.
         */
        post: operations["confirmHandover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Merchant balances
         * @description Every merchant with ledger activity: COD collected, fees, payouts and the payable now.
         */
        get: operations["listMerchantBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts, newest first
         * @description Payouts to all merchants, or to one with ?merchantId=.
         */
        get: operations["listPayouts"];
        put?: never;
        /**
         * Record a payout to a merchant
         * @description Pays a merchant by bKash, Nagad, bank or cash with a reference, never more than their payable. A repeated idempotency key returns the first payout with 200.
         */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/rider/cash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in rider’s cash in hand
         * @description Cash the rider collected and has not handed in, what they owe the office, recent collections and handovers; all derived from the ledger.
         */
        get: operations["getRiderCash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company-wide balances
         * @description Fee revenue, COD collected, cash with riders and at the office, and what merchants are owed.
         */
        get: operations["getLedgerSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (text format); a bearer token when METRICS_TOKEN is set
         * @description Prometheus text exposition for scraping; keep it off the public proxy or set METRICS_TOKEN.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/bags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bag and its manifest
         * @description Staff of the hub it leaves or the hub it goes to, and admins.
         */
        get: operations["getBag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/bags/{id}/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an arrived bag
         * @description After its parcels were scanned out: each parcel of the manifest not scanned becomes a missing exception naming its last holder.
         */
        post: operations["reconcileBag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/bags/{id}/seal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seal a bag
         * @description Records the seal number; a sealed bag takes no more parcels and can go on a trip.
         */
        post: operations["sealBag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The network board
         * @description Per hub: awaiting pickup, at the hub, bags to dispatch, trips on the road towards it, out for delivery, open exceptions, the oldest parcel and those stuck past the threshold.
         */
        get: operations["getNetworkBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every hub’s exceptions
         * @description Admins only; open ones unless status says otherwise.
         */
        get: operations["listNetworkExceptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/exceptions/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an exception
         * @description Admins, or staff of the hub that recorded it; a note says how.
         */
        post: operations["resolveNetworkException"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/hubs/{hubId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign many parcels to one of the hub’s riders
         * @description Managers and admins. Pending pickups of the hub and parcels at the hub whose journey ends here.
         */
        post: operations["assignHubRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/hubs/{hubId}/bags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bags at or for a hub
         * @description Open, sealed and dispatched bags leaving the hub; dispatched and arrived bags coming to it.
         */
        get: operations["listHubBags"];
        put?: never;
        /**
         * Open a bag for a next hub
         * @description A new open bag at this hub with a printed code (BAG-…); parcels are scanned into it.
         */
        post: operations["openBag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/hubs/{hubId}/damage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a damaged parcel
         * @description A note and optionally a photo uploaded first through the handover photo upload.
         */
        post: operations["reportDamage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/hubs/{hubId}/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exceptions at a hub
         * @description Missing, misrouted and damaged parcels recorded at this hub, newest first.
         */
        get: operations["listHubExceptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/hubs/{hubId}/next-hubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hubs this hub may bag towards
         * @description Every other active hub, the sorting centre first.
         */
        get: operations["listNextHubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/hubs/{hubId}/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a scan at a hub
         * @description receive (a parcel handed in, or out of an arrived bag), bag (into an open bag), receive_bag (a bag off a trip) or handout (to the delivery rider). The same scanId twice is one event; a handover already recorded answers repeated=true. A scan that does not fit the route is refused with what to do.
         */
        post: operations["scanAtHub"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/hubs/{hubId}/trips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trips to or from a hub
         * @description incoming: trips whose destination is this hub; outgoing: trips it dispatched.
         */
        get: operations["listHubTrips"];
        put?: never;
        /**
         * Dispatch sealed bags on a trip
         * @description Vehicle, driver and the sealed bags (all bound for the trip’s hub); all or nothing.
         */
        post: operations["dispatchTrip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/hubs/{hubId}/work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hub’s pickups and deliveries
         * @description Pickups grouped by store, deliveries at the hub grouped by area, and the hub’s riders with load.
         */
        get: operations["getHubWork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/network/my-hubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hubs the caller works at
         * @description Hub staff get the hubs they belong to with their position; admins get every active hub.
         */
        get: operations["listMyHubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an email address to the newsletter (idempotent per address)
         * @description Open to anyone, rate limited per IP; subscribing twice is not an error.
         */
        post: operations["subscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sender’s parcels, newest first (own, or anyone’s for an admin)
         * @description Filtered by `q` (part of a tracking ID, receiver phone, merchant order ID or receiver name), `status` (comma-separated), `from` and `to` (Asia/Dhaka booking days, both included). Paged by `page` and `limit`. Headers: X-Total-Count (counted up to 10000; X-Total-Count-Capped: true when there are more), X-Page, X-Limit, and Link rel="next".
         */
        get: operations["listParcels"];
        put?: never;
        /**
         * Book a parcel (sender, status, booking time and tracking ID are set by the server)
         * @description Answers 201 with the new parcel, or 200 with the first parcel when its merchantOrderId was booked before. With an Idempotency-Key header (kept 24 hours per user), a repeat with the same body replays the first answer (header Idempotent-Replayed: true) and a repeat with another body gets 422.
         */
        post: operations["createParcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One parcel with its sender’s name (its sender, an admin, or the assigned rider)
         * @description Its sender, an admin, or the rider it is assigned to; anyone else gets 403.
         */
        get: operations["getParcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcels/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a parcel that is still pending (its sender only)
         * @description Only while pending and only by its sender; otherwise 409 or 403.
         */
        post: operations["cancelParcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcels/{id}/status": {
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
        /**
         * Move a parcel to its next status (assigned rider), or correct it (admin)
         * @description The assigned rider moves it forward as the status rules allow; an admin may correct any status.
         */
        patch: operations["changeParcelStatus"];
        trace?: never;
    };
    "/api/parcels/assign/{id}": {
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
        /**
         * Assign an approved rider to a pending parcel; of concurrent admins exactly one wins
         * @description Admins only. Sets the rider and moves the parcel to assigned.
         */
        patch: operations["assignRider"];
        trace?: never;
    };
    "/api/parcels/assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rider’s parcels (out with them first); for an admin every parcel out with a rider
         * @description Riders and admins. Parcels with a rider, the ones still out first.
         */
        get: operations["listAssignedParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcels/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book up to 500 parcels at once
         * @description Each row is a POST /api/parcels body, checked and booked on its own (one transaction per row). The answer lists every row by index: created, existing (its merchantOrderId was booked before) or invalid with the same error body as a single booking.
         */
        post: operations["bookParcelsInBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcels/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sender’s parcels as CSV, filtered like the list (own, or anyone’s for an admin)
         * @description The same filters as GET /parcels (q, status, from, to), newest first, at most 10000 rows (header X-Export-Truncated: true when more matched). Amounts in taka.
         */
        get: operations["exportParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcels/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Parcels waiting for a rider, oldest first (X-Total-Count has the full count)
         * @description Admins only. Parcels no rider has yet, paged.
         */
        get: operations["listPendingParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcels/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events about the caller’s own parcels (sent, or assigned to them as rider)
         * @description A text/event-stream that stays open: `ready` on connect, then `change` per status change.
         */
        get: operations["streamMyParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A merchant’s payments at a glance
         * @description The caller’s payable, COD collected, fees, recent movements and payouts received; admins may pass ?merchantId=.
         */
        get: operations["getPaymentsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A merchant’s statement for a date range
         * @description Opening balance, every movement and the closing balance over whole Asia/Dhaka days (from and to included).
         */
        get: operations["getStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A merchant’s statement as CSV
         * @description The same statement as a CSV download, amounts in taka with two decimals.
         */
        get: operations["downloadStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My payout account
         * @description Where the signed-in merchant’s payouts go, and the account’s recent changes.
         */
        get: operations["getPayoutAccount"];
        /**
         * Set my payout account
         * @description A bKash or Nagad wallet number, or a bank account. A change is recorded with its time and announced to the merchant by SMS and mail.
         */
        put: operations["savePayoutAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every merchant’s payout account
         * @description Saved accounts with the time each last changed, for the admin’s payouts page.
         */
        get: operations["listPayoutAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price a parcel by zone (from the two districts), parcel type and COD amount
         * @description Open to anyone. The fee in taka for a zone, parcel type and COD amount; bookings may use it.
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers and every migration of this build is applied
         * @description Answers 200 once the database answers and every migration of this build is applied, 503 before.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/riders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rider applications with one status, oldest first (pending unless ?status= says otherwise)
         * @description Admins only. Rider applications, filtered and paged.
         */
        get: operations["listRiderApplications"];
        put?: never;
        /**
         * Apply to be a rider (name, email, status and time come from the session and server)
         * @description A signed-in customer applies once; the application waits for an admin.
         */
        post: operations["applyAsRider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/riders/{id}/reject": {
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
        /**
         * Reject a pending application, with an optional reason
         * @description Admins only. Rejects a pending application; the applicant sees the reason.
         */
        patch: operations["rejectRider"];
        trace?: never;
    };
    "/api/riders/approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Riders who can take parcels; with ?district= those based there come first
         * @description Admins only. The riders a parcel can be assigned to.
         */
        get: operations["listApprovedRiders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/riders/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s latest rider application, or null before they apply
         * @description The signed-in caller’s latest application and its status.
         */
        get: operations["getMyRiderApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the caller’s sessions by its id
         * @description The id is the one `/api/auth/list-sessions` shows (its answers carry no session tokens). The session ends on every server process at once; its open live streams close.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My number for parcel SMS
         * @description The number and language the signed-in user gets SMS about their parcels in, if any.
         */
        get: operations["getSmsContact"];
        /**
         * Set my number for parcel SMS
         * @description Saves the Bangladeshi mobile number and language for SMS about the user’s parcels.
         */
        put: operations["saveSmsContact"];
        post?: never;
        /**
         * Stop parcel SMS
         * @description Forgets the signed-in user’s number: no more SMS about their parcels.
         */
        delete: operations["deleteSmsContact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pickup stores
         * @description The merchant’s pickup stores, the default first.
         */
        get: operations["listStores"];
        put?: never;
        /**
         * Add a pickup store
         * @description Adds a pickup store. The first store, or one sent with isDefault true, becomes the default.
         */
        post: operations["createStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a pickup store
         * @description Deletes one of the merchant’s stores. Parcels booked from it keep their pickup address.
         */
        delete: operations["deleteStore"];
        options?: never;
        head?: never;
        /**
         * Change a pickup store
         * @description Changes any fields of one of the merchant’s stores; isDefault true makes it the default.
         */
        patch: operations["updateStore"];
        trace?: never;
    };
    "/api/support/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Support requests by status
         * @description Open requests oldest first; answered, closed or all newest first; 20 a page.
         */
        get: operations["listSupportRequests"];
        put?: never;
        /**
         * Ask support a question
         * @description Open to anyone, rate limited per IP. An email or a phone number is required to answer on; a signed-in caller also sees the request and its answer under their own requests.
         */
        post: operations["createSupportRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One support request
         * @description An admin reads any request, with the parcel its tracking ID names; a requester reads only their own.
         */
        get: operations["getSupportRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/requests/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a support request
         * @description Saves the answer (replacing an earlier one) and sends it by mail when the requester gave an address, otherwise by SMS. A closed request cannot be answered.
         */
        post: operations["answerSupportRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/requests/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a support request
         * @description Marks the request as done; closing a closed request changes nothing.
         */
        post: operations["closeSupportRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/requests/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My support requests
         * @description The signed-in user’s requests, newest first, with their answers.
         */
        get: operations["listMySupportRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track/{trackingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public tracking: status, districts and timeline (no names, addresses or amounts)
         * @description Open to anyone with the tracking ID; rate limited per IP.
         */
        get: operations["trackParcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track/{trackingId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live tracking as Server-Sent Events: `snapshot` first, then `status` per change
         * @description A text/event-stream that stays open; open to anyone with the tracking ID.
         */
        get: operations["streamTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track/{trackingId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A parcel’s timeline with its notes (return reasons, admin notes), for those who may read it
         * @description Notes (and who acted) only for its sender, an admin, or the rider it is assigned to; any other signed-in caller gets the steps alone, as public tracking shows them.
         */
        get: operations["getParcelHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a profile photo (multipart field "image"; PNG or JPEG, 5 MB at most)
         * @description Signed-in callers only. The image is checked by its content, stored, and its public URL answered.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, newest first; ?search= matches the email; X-Total-Count has the full count
         * @description Admins only. Paged by page and limit; search matches part of the email.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Save the caller’s own user record (role is never taken from the body)
         * @description Creates or updates the signed-in caller’s record; the role stays what the server has.
         */
        post: operations["saveUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user record (the caller’s own, or anyone’s for an admin)
         * @description The caller’s own record; an admin may read anyone’s.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/role": {
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
        /**
         * Change a user’s role (an admin cannot remove their own admin role)
         * @description Admins only. Sets customer, rider or admin; an admin cannot remove their own admin role.
         */
        patch: operations["setUserRole"];
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoints
         * @description Newest first; secrets are shown by their first characters only.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description The answer holds the signing secret (whsec_…) once; store it to verify deliveries. In production the URL must not resolve to a private, loopback or link-local address.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your webhook endpoints
         * @description Someone else’s endpoint answers 404, like a missing one.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description Its queued messages and delivery log go with it.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Change its URL, description or events, or pause it (enabled: false) and resume it.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/webhooks/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of an endpoint
         * @description Messages newest first with every attempt (time, status code, latency, first kilobyte of the answer). Pass nextBefore as `before` for the next page.
         */
        get: operations["listWebhookMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an endpoint’s signing secret
         * @description The new secret is answered once and signs every attempt from now on.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/messages/{messageId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message again
         * @description Queues it at once with a fresh retry schedule; the webhook-id stays the same.
         */
        post: operations["resendWebhookMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listApiKeysForAdmin: {
        parameters: {
            query?: {
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        ownerEmail: string;
                        prefix: string;
                        rateLimitPerMinute: number;
                        revokedAt: string | null;
                        suspendedAt: string | null;
                        userId: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    setApiKeyRateLimit: {
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
                "application/json": {
                    rateLimitPerMinute: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        prefix: string;
                        rateLimitPerMinute: number;
                        revokedAt: string | null;
                        suspendedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    approveDelivery: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    rejectDelivery: {
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
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listDeliveryApprovals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pending: {
                            cashCollected: number;
                            parcelId: string;
                            photoId: string;
                            receiverName: string | null;
                            riderId: string | null;
                            riderName: string | null;
                            submittedAt: string;
                            trackingId: string;
                        }[];
                        riders: {
                            approved: number;
                            pending: number;
                            rejected: number;
                            riderId: string;
                            riderName: string;
                            standsOut: boolean;
                            total: number;
                        }[];
                        windowDays: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getHandoverPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, PNG or JPEG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listProblemParcels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: {
                            attemptNo: number;
                            createdAt: string;
                            note: string | null;
                            /** @enum {string} */
                            reason: "not_reachable" | "refused" | "wrong_address" | "reschedule" | "other";
                            rescheduleDate: string | null;
                        }[];
                        deliveryDistrict: string | null;
                        parcelId: string;
                        receiverName: string;
                        returnPhoto: boolean;
                        returnPhotoId: string | null;
                        riderName: string | null;
                        status: string;
                        trackingId: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listDeliveryProofs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cashCollected: number;
                        deliveredAt: string;
                        hasPhoto: boolean;
                        /** @enum {string} */
                        kind: "code" | "photo";
                        parcelId: string;
                        photoId: string | null;
                        receiverName: string | null;
                        riderName: string | null;
                        trackingId: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingsPerDay: {
                            count: number;
                            date: string;
                        }[];
                        failedDeliveries: number;
                        parcelsByStatus: {
                            [key: string]: number;
                        };
                        todaysBookings: number;
                        totalCod: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        prefix: string;
                        rateLimitPerMinute: number;
                        revokedAt: string | null;
                        suspendedAt: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    rateLimitPerMinute?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        key: string;
                        name: string;
                        prefix: string;
                        rateLimitPerMinute: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    revokeApiKey: {
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
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    confirmApiKey: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        prefix: string;
                        rateLimitPerMinute: number;
                        revokedAt: string | null;
                        suspendedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    approveRider: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listDistricts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bn: string;
                        division: string;
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listUpazilas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                district: "barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bn: string;
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        googleEnabled: boolean;
                        passwordResetEnabled: boolean;
                        support: {
                            email: string | null;
                            hours: string | null;
                            hoursBn: string | null;
                            phones: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    recordFailedAttempt: {
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
                "application/json": {
                    note?: string;
                    /** @enum {string} */
                    reason: "not_reachable" | "refused" | "wrong_address" | "reschedule" | "other";
                    rescheduleDate?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    resendDeliveryCode: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expired: boolean;
                        hasPhone: boolean;
                        locked: boolean;
                        photoAllowed: boolean;
                        photoAllowedAt: string | null;
                        photoNeedsApproval: boolean;
                        resendsLeft: number;
                        /** @enum {string} */
                        smsStatus: "none" | "queued" | "sent" | "failed";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    completeDelivery: {
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
                "application/json": {
                    cashCollected?: number;
                    code?: string;
                    photoId?: string;
                    receiverName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    markOutForDelivery: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    uploadHandoverPhoto: {
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
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photoId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    startParcelReturn: {
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
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    confirmParcelReturned: {
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
                "application/json": {
                    photoId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getDeliveryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: {
                            attemptNo: number;
                            createdAt: string;
                            note: string | null;
                            /** @enum {string} */
                            reason: "not_reachable" | "refused" | "wrong_address" | "reschedule" | "other";
                            rescheduleDate: string | null;
                        }[];
                        code: {
                            expired: boolean;
                            hasPhone: boolean;
                            locked: boolean;
                            photoAllowed: boolean;
                            photoAllowedAt: string | null;
                            photoNeedsApproval: boolean;
                            resendsLeft: number;
                            /** @enum {string} */
                            smsStatus: "none" | "queued" | "sent" | "failed";
                        } | null;
                        parcel: {
                            _id: string;
                            amountToCollect: number;
                            bookingTime: string;
                            codAmount: number;
                            deliveryAddress: string;
                            deliveryDistrict: string | null;
                            deliveryFee: number;
                            deliveryUpazila: string | null;
                            merchantOrderId: string | null;
                            parcelTitle: string;
                            /** @enum {string} */
                            parcelType: "small" | "medium" | "large" | "fragile";
                            /** @enum {string} */
                            paymentMethod: "cod" | "prepaid";
                            pickupAddress: string;
                            pickupDistrict: string | null;
                            pickupUpazila: string | null;
                            receiverName: string;
                            receiverPhone: string | null;
                            riderId: string | null;
                            senderEmail: string;
                            /** @enum {string} */
                            status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                            storeId: string | null;
                            trackingId: string;
                            updatedAt: string;
                        };
                        parcelId: string;
                        rescheduledFor: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        status: "ok" | "down";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        status: "ok" | "down";
                    };
                };
            };
        };
    };
    reverseLedgerEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    negativePayableReason?: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entryId: number;
                        reversesEntryId: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listHandovers: {
        parameters: {
            query?: {
                status?: "declared" | "confirmed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmedAt: string | null;
                        countedPoisha: number | null;
                        declaredAt: string;
                        declaredPoisha: number;
                        differencePoisha: number | null;
                        id: string;
                        note: string | null;
                        riderCashInHandPoisha: number;
                        riderId: string;
                        riderName: string;
                        /** @enum {string} */
                        status: "declared" | "confirmed";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    declareHandover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPoisha: number;
                    idempotencyKey: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmedAt: string | null;
                        countedPoisha: number | null;
                        declaredAt: string;
                        declaredPoisha: number;
                        differencePoisha: number | null;
                        id: string;
                        note: string | null;
                        riderCashInHandPoisha: number;
                        riderId: string;
                        riderName: string;
                        /** @enum {string} */
                        status: "declared" | "confirmed";
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmedAt: string | null;
                        countedPoisha: number | null;
                        declaredAt: string;
                        declaredPoisha: number;
                        differencePoisha: number | null;
                        id: string;
                        note: string | null;
                        riderCashInHandPoisha: number;
                        riderId: string;
                        riderName: string;
                        /** @enum {string} */
                        status: "declared" | "confirmed";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    confirmHandover: {
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
                "application/json": {
                    countedPoisha: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmedAt: string | null;
                        countedPoisha: number | null;
                        declaredAt: string;
                        declaredPoisha: number;
                        differencePoisha: number | null;
                        id: string;
                        note: string | null;
                        riderCashInHandPoisha: number;
                        riderId: string;
                        riderName: string;
                        /** @enum {string} */
                        status: "declared" | "confirmed";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listMerchantBalances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codCollectedPoisha: number;
                        email: string;
                        feesPoisha: number;
                        merchantId: string;
                        name: string;
                        paidOutPoisha: number;
                        payablePoisha: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                merchantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountPoisha: number;
                        createdAt: string;
                        destination: string | null;
                        entryId: number;
                        id: string;
                        merchantId: string;
                        merchantName: string;
                        /** @enum {string} */
                        method: "bkash" | "nagad" | "bank" | "cash";
                        reference: string;
                        reversed: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    createPayout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPoisha: number;
                    idempotencyKey: string;
                    merchantId: string;
                    /** @enum {string} */
                    method: "bkash" | "nagad" | "bank" | "cash";
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountPoisha: number;
                        createdAt: string;
                        destination: string | null;
                        entryId: number;
                        id: string;
                        merchantId: string;
                        merchantName: string;
                        /** @enum {string} */
                        method: "bkash" | "nagad" | "bank" | "cash";
                        reference: string;
                        reversed: boolean;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountPoisha: number;
                        createdAt: string;
                        destination: string | null;
                        entryId: number;
                        id: string;
                        merchantId: string;
                        merchantName: string;
                        /** @enum {string} */
                        method: "bkash" | "nagad" | "bank" | "cash";
                        reference: string;
                        reversed: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getRiderCash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        awaitingConfirmationPoisha: number;
                        cashInHandPoisha: number;
                        collections: {
                            collectedPoisha: number;
                            createdAt: string;
                            entryId: number;
                            parcelId: string | null;
                            trackingId: string | null;
                        }[];
                        handovers: {
                            confirmedAt: string | null;
                            countedPoisha: number | null;
                            declaredAt: string;
                            declaredPoisha: number;
                            differencePoisha: number | null;
                            id: string;
                            note: string | null;
                            riderCashInHandPoisha: number;
                            riderId: string;
                            riderName: string;
                            /** @enum {string} */
                            status: "declared" | "confirmed";
                        }[];
                        pendingApprovalPoisha: number;
                        receivablePoisha: number;
                        riderId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getLedgerSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codCollectedPoisha: number;
                        feeRevenuePoisha: number;
                        merchantsPayablePoisha: number;
                        officeCashPoisha: number;
                        payoutsClearingPoisha: number;
                        riderReceivablePoisha: number;
                        ridersCashPoisha: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getBag: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        createdAt: string;
                        destinationHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        id: string;
                        originHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        parcelCount: number;
                        parcels: {
                            id: string;
                            /** @enum {string|null} */
                            outcome: "in_bag" | "received" | "missing" | null;
                            status: string;
                            trackingId: string;
                        }[];
                        sealNumber: string | null;
                        /** @enum {string} */
                        status: "open" | "sealed" | "dispatched" | "arrived" | "closed";
                        tripId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    reconcileBag: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bag: {
                            code: string;
                            createdAt: string;
                            destinationHub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            };
                            id: string;
                            originHub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            };
                            parcelCount: number;
                            sealNumber: string | null;
                            /** @enum {string} */
                            status: "open" | "sealed" | "dispatched" | "arrived" | "closed";
                            tripId: string | null;
                        };
                        missing: {
                            createdAt: string;
                            hub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            } | null;
                            id: string;
                            /** @enum {string} */
                            kind: "missing" | "misrouted" | "damaged";
                            lastHolder: string;
                            note: string | null;
                            parcelId: string;
                            photoId: string | null;
                            resolutionNote: string | null;
                            resolvedAt: string | null;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            trackingId: string;
                        }[];
                        received: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    sealBag: {
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
                "application/json": {
                    sealNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        createdAt: string;
                        destinationHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        id: string;
                        originHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        parcelCount: number;
                        sealNumber: string | null;
                        /** @enum {string} */
                        status: "open" | "sealed" | "dispatched" | "arrived" | "closed";
                        tripId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getNetworkBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hubs: {
                            atHub: number;
                            awaitingPickup: number;
                            bagsToDispatch: number;
                            hub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            };
                            oldestAtHubSince: string | null;
                            openBags: number;
                            openExceptions: number;
                            outForDelivery: number;
                            stuck: number;
                            tripsIncoming: number;
                        }[];
                        stuckHours: number;
                        stuckParcels: {
                            hub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            } | null;
                            since: string;
                            trackingId: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listNetworkExceptions: {
        parameters: {
            query?: {
                status?: "open" | "resolved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        hub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        } | null;
                        id: string;
                        /** @enum {string} */
                        kind: "missing" | "misrouted" | "damaged";
                        lastHolder: string;
                        note: string | null;
                        parcelId: string;
                        photoId: string | null;
                        resolutionNote: string | null;
                        resolvedAt: string | null;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        trackingId: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    resolveNetworkException: {
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
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        hub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        } | null;
                        id: string;
                        /** @enum {string} */
                        kind: "missing" | "misrouted" | "damaged";
                        lastHolder: string;
                        note: string | null;
                        parcelId: string;
                        photoId: string | null;
                        resolutionNote: string | null;
                        resolvedAt: string | null;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        trackingId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    assignHubRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parcelIds: string[];
                    riderId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigned: number;
                        skipped: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listHubBags: {
        parameters: {
            query?: {
                status?: "open" | "sealed" | "dispatched" | "arrived" | "closed";
            };
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        createdAt: string;
                        destinationHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        id: string;
                        originHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        parcelCount: number;
                        sealNumber: string | null;
                        /** @enum {string} */
                        status: "open" | "sealed" | "dispatched" | "arrived" | "closed";
                        tripId: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    openBag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    destinationHubId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        createdAt: string;
                        destinationHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        id: string;
                        originHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        parcelCount: number;
                        sealNumber: string | null;
                        /** @enum {string} */
                        status: "open" | "sealed" | "dispatched" | "arrived" | "closed";
                        tripId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    reportDamage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    note: string;
                    photoId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        hub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        } | null;
                        id: string;
                        /** @enum {string} */
                        kind: "missing" | "misrouted" | "damaged";
                        lastHolder: string;
                        note: string | null;
                        parcelId: string;
                        photoId: string | null;
                        resolutionNote: string | null;
                        resolvedAt: string | null;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        trackingId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listHubExceptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        hub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        } | null;
                        id: string;
                        /** @enum {string} */
                        kind: "missing" | "misrouted" | "damaged";
                        lastHolder: string;
                        note: string | null;
                        parcelId: string;
                        photoId: string | null;
                        resolutionNote: string | null;
                        resolvedAt: string | null;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        trackingId: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listNextHubs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        id: string;
                        name: string;
                        nameBn: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    scanAtHub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "receive" | "bag" | "receive_bag" | "handout";
                    bagId?: string;
                    code: string;
                    deviceId?: string;
                    /** Format: uuid */
                    scanId: string;
                    /** Format: date-time */
                    scannedAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bag?: {
                            code: string;
                            createdAt: string;
                            destinationHub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            };
                            id: string;
                            originHub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            };
                            parcelCount: number;
                            sealNumber: string | null;
                            /** @enum {string} */
                            status: "open" | "sealed" | "dispatched" | "arrived" | "closed";
                            tripId: string | null;
                        };
                        eventId: number;
                        /** @enum {string} */
                        next: "bag_it" | "hand_to_rider" | "assign_rider" | "scan_bag_parcels" | "scan_next" | "return_to_merchant";
                        parcel?: {
                            destinationHub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            } | null;
                            holder: {
                                bagCode?: string;
                                hub?: {
                                    code: string;
                                    id: string;
                                    name: string;
                                    nameBn: string;
                                };
                                /** @enum {string} */
                                kind: "merchant" | "rider" | "hub" | "bag" | "receiver";
                                riderName?: string;
                            };
                            id: string;
                            nextHub: {
                                code: string;
                                id: string;
                                name: string;
                                nameBn: string;
                            } | null;
                            status: string;
                            trackingId: string;
                        };
                        repeated: boolean;
                        /** @enum {string} */
                        result: "received" | "received_from_bag" | "received_misrouted" | "bagged" | "bag_received" | "handed_out";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listHubTrips: {
        parameters: {
            query?: {
                direction?: "incoming" | "outgoing";
            };
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrivedAt: string | null;
                        bagCount: number;
                        code: string;
                        destinationHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        dispatchedAt: string;
                        driverName: string;
                        driverPhone: string;
                        id: string;
                        originHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        /** @enum {string} */
                        status: "on_the_road" | "arrived";
                        vehicleNumber: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    dispatchTrip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bagIds: string[];
                    destinationHubId: string;
                    driverName: string;
                    driverPhone: string;
                    vehicleNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrivedAt: string | null;
                        bagCount: number;
                        code: string;
                        destinationHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        dispatchedAt: string;
                        driverName: string;
                        driverPhone: string;
                        id: string;
                        originHub: {
                            code: string;
                            id: string;
                            name: string;
                            nameBn: string;
                        };
                        /** @enum {string} */
                        status: "on_the_road" | "arrived";
                        vehicleNumber: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getHubWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hubId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            area: {
                                district: string;
                                name: string;
                                nameBn: string;
                                upazila: string | null;
                            };
                            parcels: {
                                codAmountPoisha: number;
                                deliveryAddress: string;
                                id: string;
                                /** @enum {string} */
                                leg: "pickup" | "delivery";
                                receiverName: string;
                                riderId: string | null;
                                status: string;
                                trackingId: string;
                            }[];
                        }[];
                        pickups: {
                            parcels: {
                                codAmountPoisha: number;
                                deliveryAddress: string;
                                id: string;
                                /** @enum {string} */
                                leg: "pickup" | "delivery";
                                receiverName: string;
                                riderId: string | null;
                                status: string;
                                trackingId: string;
                            }[];
                            store: {
                                address: string;
                                id: string | null;
                                name: string;
                            };
                        }[];
                        riders: {
                            id: string;
                            load: number;
                            name: string;
                            phone: string;
                            suggestedFor: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listMyHubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        id: string;
                        kinds: ("pickup" | "sorting" | "last_mile")[];
                        name: string;
                        nameBn: string;
                        /** @enum {string} */
                        position: "manager" | "operator" | "admin";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    subscribeNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "bn";
                };
            };
        };
        responses: {
            /** @description Already subscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        subscribed: true;
                    };
                };
            };
            /** @description Newly subscribed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        subscribed: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listParcels: {
        parameters: {
            query?: {
                email?: string;
                from?: string;
                limit?: number;
                page?: number;
                q?: string;
                status?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    createParcel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID is ideal), 1–255 printable ASCII characters; remembered for 24 hours. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codAmount?: number;
                    deliveryAddress: string;
                    deliveryDistrict?: "" | ("barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet");
                    deliveryFee: number;
                    deliveryUpazila?: string;
                    merchantOrderId?: "" | string;
                    parcelTitle: string;
                    /** @enum {string} */
                    parcelType: "small" | "medium" | "large" | "fragile";
                    /** @enum {string} */
                    paymentMethod: "cod" | "prepaid";
                    pickupAddress: string;
                    pickupDistrict?: "" | ("barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet");
                    pickupUpazila?: string;
                    /** @enum {string} */
                    receiverLanguage?: "bn" | "en";
                    receiverName: string;
                    receiverPhone?: "" | string;
                    storeId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getParcel: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        senderName: string | null;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    cancelParcel: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    changeParcelStatus: {
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
                "application/json": {
                    note?: string;
                    /** @enum {string} */
                    status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    assignRider: {
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
                "application/json": {
                    riderId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                        /** @enum {number} */
                        modifiedCount: 0;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listAssignedParcels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    bookParcelsInBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parcels: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        existing: number;
                        invalid: number;
                        results: {
                            error?: {
                                /** @description Stable and machine-readable: a client translates by it. */
                                code: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                /** @description English, for people reading the raw answer. */
                                message: string;
                                /** @description The numbers and names in the message, for clients that word it in their own language. */
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                            index: number;
                            parcel?: {
                                _id: string;
                                amountToCollect: number;
                                bookingTime: string;
                                codAmount: number;
                                deliveryAddress: string;
                                deliveryDistrict: string | null;
                                deliveryFee: number;
                                deliveryUpazila: string | null;
                                merchantOrderId: string | null;
                                parcelTitle: string;
                                /** @enum {string} */
                                parcelType: "small" | "medium" | "large" | "fragile";
                                /** @enum {string} */
                                paymentMethod: "cod" | "prepaid";
                                pickupAddress: string;
                                pickupDistrict: string | null;
                                pickupUpazila: string | null;
                                receiverName: string;
                                receiverPhone: string | null;
                                riderId: string | null;
                                senderEmail: string;
                                /** @enum {string} */
                                status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                                storeId: string | null;
                                trackingId: string;
                                updatedAt: string;
                            };
                            /** @enum {string} */
                            status: "created" | "existing" | "invalid";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    exportParcels: {
        parameters: {
            query?: {
                email?: string;
                from?: string;
                q?: string;
                status?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, UTF-8 with a byte-order mark */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listPendingParcels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amountToCollect: number;
                        bookingTime: string;
                        codAmount: number;
                        deliveryAddress: string;
                        deliveryDistrict: string | null;
                        deliveryFee: number;
                        deliveryUpazila: string | null;
                        merchantOrderId: string | null;
                        parcelTitle: string;
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        /** @enum {string} */
                        paymentMethod: "cod" | "prepaid";
                        pickupAddress: string;
                        pickupDistrict: string | null;
                        pickupUpazila: string | null;
                        receiverName: string;
                        receiverPhone: string | null;
                        riderId: string | null;
                        senderEmail: string;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        storeId: string | null;
                        trackingId: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    streamMyParcels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A text/event-stream: `event:` and `data:` lines (JSON) per message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getPaymentsOverview: {
        parameters: {
            query?: {
                merchantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            codCollectedPoisha: number;
                            feesPoisha: number;
                            paidOutPoisha: number;
                            payablePoisha: number;
                            pendingApprovalCount: number;
                            pendingApprovalPoisha: number;
                        };
                        deliveredCount: number;
                        merchant: {
                            email: string;
                            id: string;
                            name: string;
                        };
                        payouts: {
                            amountPoisha: number;
                            createdAt: string;
                            destination: string | null;
                            entryId: number;
                            id: string;
                            merchantId: string;
                            merchantName: string;
                            /** @enum {string} */
                            method: "bkash" | "nagad" | "bank" | "cash";
                            reference: string;
                            reversed: boolean;
                        }[];
                        recent: {
                            balancePoisha: number;
                            codCollectedPoisha: number;
                            createdAt: string;
                            detail: string | null;
                            entryId: number;
                            feePoisha: number;
                            /** @enum {string} */
                            kind: "delivery_collection" | "cash_handover" | "payout" | "reversal";
                            netPoisha: number;
                            parcelTitle: string | null;
                            /** @enum {string|null} */
                            payoutMethod: "bkash" | "nagad" | "bank" | "cash" | null;
                            payoutPoisha: number;
                            payoutReference: string | null;
                            trackingId: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getStatement: {
        parameters: {
            query: {
                from: string;
                merchantId?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closingPoisha: number;
                        from: string;
                        lines: {
                            balancePoisha: number;
                            codCollectedPoisha: number;
                            createdAt: string;
                            detail: string | null;
                            entryId: number;
                            feePoisha: number;
                            /** @enum {string} */
                            kind: "delivery_collection" | "cash_handover" | "payout" | "reversal";
                            netPoisha: number;
                            parcelTitle: string | null;
                            /** @enum {string|null} */
                            payoutMethod: "bkash" | "nagad" | "bank" | "cash" | null;
                            payoutPoisha: number;
                            payoutReference: string | null;
                            trackingId: string | null;
                        }[];
                        merchant: {
                            email: string;
                            id: string;
                            name: string;
                        };
                        openingPoisha: number;
                        to: string;
                        totals: {
                            codCollectedPoisha: number;
                            feePoisha: number;
                            payoutPoisha: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    downloadStatementCsv: {
        parameters: {
            query: {
                from: string;
                merchantId?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, UTF-8 with a byte-order mark */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string | null;
                            accountNumber: string | null;
                            bankName: string | null;
                            branchName: string | null;
                            destination: string;
                            /** @enum {string} */
                            method: "bkash" | "nagad" | "bank";
                            routingNumber: string | null;
                            updatedAt: string;
                            walletNumber: string | null;
                        } | null;
                        changes: {
                            changedAt: string;
                            changedByName: string | null;
                            destination: string | null;
                            id: string;
                            previousDestination: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    savePayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "bkash";
                    walletNumber: string;
                } | {
                    /** @enum {string} */
                    method: "nagad";
                    walletNumber: string;
                } | {
                    accountName: string;
                    accountNumber: string;
                    bankName: string;
                    branchName: string;
                    /** @enum {string} */
                    method: "bank";
                    routingNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            accountName: string | null;
                            accountNumber: string | null;
                            bankName: string | null;
                            branchName: string | null;
                            destination: string;
                            /** @enum {string} */
                            method: "bkash" | "nagad" | "bank";
                            routingNumber: string | null;
                            updatedAt: string;
                            walletNumber: string | null;
                        } | null;
                        changes: {
                            changedAt: string;
                            changedByName: string | null;
                            destination: string | null;
                            id: string;
                            previousDestination: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listPayoutAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountName: string | null;
                        accountNumber: string | null;
                        bankName: string | null;
                        branchName: string | null;
                        changedAt: string;
                        destination: string;
                        merchantId: string;
                        /** @enum {string} */
                        method: "bkash" | "nagad" | "bank";
                        routingNumber: string | null;
                        updatedAt: string;
                        walletNumber: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query: {
                codAmount?: number;
                deliveryDistrict: "barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet";
                parcelType: "small" | "medium" | "large" | "fragile";
                paymentMethod?: "cod" | "prepaid";
                pickupDistrict: "barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        base: number;
                        codCharge: number;
                        /** @enum {string} */
                        currency: "BDT";
                        total: number;
                        /** @enum {string} */
                        zone: "same_city" | "dhaka_suburbs" | "elsewhere";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "up" | "down";
                        migrations: {
                            applied: number;
                            expected: number;
                            pending: string[];
                        };
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "up" | "down";
                        migrations: {
                            applied: number;
                            expected: number;
                            pending: string[];
                        };
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                    };
                };
            };
        };
    };
    listRiderApplications: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        appliedAt: string;
                        email: string;
                        fullName: string;
                        name: string;
                        phone: string;
                        region: string;
                        reviewedAt: string | null;
                        reviewNote: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        /** @enum {string} */
                        vehicleType: "motorbike" | "scooter" | "bicycle" | "auto";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    applyAsRider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    phone: string;
                    /** @enum {string} */
                    region: "barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet";
                    /** @enum {string} */
                    vehicleType: "motorbike" | "scooter" | "bicycle" | "auto";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        appliedAt: string;
                        email: string;
                        fullName: string;
                        name: string;
                        phone: string;
                        region: string;
                        reviewedAt: string | null;
                        reviewNote: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        /** @enum {string} */
                        vehicleType: "motorbike" | "scooter" | "bicycle" | "auto";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    rejectRider: {
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
                "application/json": {
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listApprovedRiders: {
        parameters: {
            query?: {
                district?: "barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        activeParcels: number;
                        name: string;
                        region: string;
                        /** @enum {string} */
                        vehicleType: "motorbike" | "scooter" | "bicycle" | "auto";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getMyRiderApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        appliedAt: string;
                        email: string;
                        fullName: string;
                        name: string;
                        phone: string;
                        region: string;
                        reviewedAt: string | null;
                        reviewNote: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        /** @enum {string} */
                        vehicleType: "motorbike" | "scooter" | "bicycle" | "auto";
                    } | null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    revokeSession: {
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
            /** @description Ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getSmsContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "bn" | "en";
                        phone: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    saveSmsContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default bn
                     * @enum {string}
                     */
                    language?: "bn" | "en";
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "bn" | "en";
                        phone: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteSmsContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "bn" | "en";
                        phone: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listStores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        contactPhone: string;
                        createdAt: string;
                        district: string;
                        id: string;
                        isDefault: boolean;
                        name: string;
                        upazila: string | null;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    createStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    contactPhone: string;
                    /** @enum {string} */
                    district: "barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet";
                    isDefault?: boolean;
                    name: string;
                    upazila?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        contactPhone: string;
                        createdAt: string;
                        district: string;
                        id: string;
                        isDefault: boolean;
                        name: string;
                        upazila: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteStore: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    updateStore: {
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
                "application/json": {
                    address?: string;
                    contactPhone?: string;
                    /** @enum {string} */
                    district?: "barguna" | "barishal" | "bhola" | "jhalokati" | "patuakhali" | "pirojpur" | "bandarban" | "brahmanbaria" | "chandpur" | "chattogram" | "coxs-bazar" | "cumilla" | "feni" | "khagrachhari" | "lakshmipur" | "noakhali" | "rangamati" | "dhaka" | "faridpur" | "gazipur" | "gopalganj" | "kishoreganj" | "madaripur" | "manikganj" | "munshiganj" | "narayanganj" | "narsingdi" | "rajbari" | "shariatpur" | "tangail" | "bagerhat" | "chuadanga" | "jashore" | "jhenaidah" | "khulna" | "kushtia" | "magura" | "meherpur" | "narail" | "satkhira" | "jamalpur" | "mymensingh" | "netrokona" | "sherpur" | "bogura" | "chapainawabganj" | "joypurhat" | "naogaon" | "natore" | "pabna" | "rajshahi" | "sirajganj" | "dinajpur" | "gaibandha" | "kurigram" | "lalmonirhat" | "nilphamari" | "panchagarh" | "rangpur" | "thakurgaon" | "habiganj" | "moulvibazar" | "sunamganj" | "sylhet";
                    isDefault?: boolean;
                    name?: string;
                    upazila?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        contactPhone: string;
                        createdAt: string;
                        district: string;
                        id: string;
                        isDefault: boolean;
                        name: string;
                        upazila: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listSupportRequests: {
        parameters: {
            query?: {
                page?: number;
                status?: "open" | "answered" | "closed" | "all";
                topic?: "parcel" | "pickup" | "payment" | "account" | "rider" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            answer: string | null;
                            answeredAt: string | null;
                            closedAt: string | null;
                            createdAt: string;
                            email: string | null;
                            id: string;
                            message: string;
                            name: string;
                            number: number;
                            phone: string | null;
                            signedIn: boolean;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            /** @enum {string} */
                            topic: "parcel" | "pickup" | "payment" | "account" | "rider" | "other";
                            trackingId: string | null;
                        }[];
                        openCount: number;
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    createSupportRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    /** @enum {string} */
                    locale?: "en" | "bn";
                    message: string;
                    name: string;
                    phone?: string;
                    /** @enum {string} */
                    topic: "parcel" | "pickup" | "payment" | "account" | "rider" | "other";
                    trackingId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        number: number;
                        /** @enum {string} */
                        status: "open" | "answered" | "closed";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getSupportRequest: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        /** @enum {string} */
                        answerChannel: "email" | "sms" | "site" | "none";
                        answeredAt: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        email: string | null;
                        id: string;
                        message: string;
                        name: string;
                        number: number;
                        parcel: {
                            /** @enum {string} */
                            status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                            trackingId: string;
                        } | null;
                        phone: string | null;
                        signedIn: boolean;
                        /** @enum {string} */
                        status: "open" | "answered" | "closed";
                        /** @enum {string} */
                        topic: "parcel" | "pickup" | "payment" | "account" | "rider" | "other";
                        trackingId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    answerSupportRequest: {
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
                "application/json": {
                    answer: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        /** @enum {string} */
                        answerChannel: "email" | "sms" | "site" | "none";
                        answeredAt: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        email: string | null;
                        id: string;
                        message: string;
                        name: string;
                        number: number;
                        parcel: {
                            /** @enum {string} */
                            status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                            trackingId: string;
                        } | null;
                        phone: string | null;
                        signedIn: boolean;
                        /** @enum {string} */
                        status: "open" | "answered" | "closed";
                        /** @enum {string} */
                        topic: "parcel" | "pickup" | "payment" | "account" | "rider" | "other";
                        trackingId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    closeSupportRequest: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        /** @enum {string} */
                        answerChannel: "email" | "sms" | "site" | "none";
                        answeredAt: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        email: string | null;
                        id: string;
                        message: string;
                        name: string;
                        number: number;
                        parcel: {
                            /** @enum {string} */
                            status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                            trackingId: string;
                        } | null;
                        phone: string | null;
                        signedIn: boolean;
                        /** @enum {string} */
                        status: "open" | "answered" | "closed";
                        /** @enum {string} */
                        topic: "parcel" | "pickup" | "payment" | "account" | "rider" | "other";
                        trackingId: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listMySupportRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        answeredAt: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        email: string | null;
                        id: string;
                        message: string;
                        name: string;
                        number: number;
                        phone: string | null;
                        signedIn: boolean;
                        /** @enum {string} */
                        status: "open" | "answered" | "closed";
                        /** @enum {string} */
                        topic: "parcel" | "pickup" | "payment" | "account" | "rider" | "other";
                        trackingId: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    trackParcel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingTime: string;
                        deliveryDistrict: string | null;
                        events: {
                            at: string;
                            /** @enum {string|null} */
                            fromStatus: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled" | null;
                            /** @enum {string} */
                            reason?: "not_reachable" | "refused" | "wrong_address" | "reschedule" | "other" | "attempts_exhausted" | "sent_back";
                            rescheduleDate?: string;
                            /** @enum {string} */
                            toStatus: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        }[];
                        /** @enum {string} */
                        parcelType: "small" | "medium" | "large" | "fragile";
                        pickupDistrict: string | null;
                        /** @enum {string} */
                        status: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                        trackingId: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    streamTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A text/event-stream: `event:` and `data:` lines (JSON) per message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getParcelHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actorRole: string | null;
                        createdAt: string;
                        /** @enum {string|null} */
                        fromStatus: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled" | null;
                        id: number;
                        note: string | null;
                        /** @enum {string} */
                        toStatus: "pending" | "assigned" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered_approval_pending" | "delivered" | "failed" | "returning" | "returned" | "cancelled";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A PNG or JPEG image, 5 MB at most.
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        created_at: string;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "customer" | "rider" | "hub" | "admin";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    saveUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    created_at?: string;
                    email?: string;
                    last_log_in?: string;
                    role?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        created_at: string;
                        email: string;
                        image: string | null;
                        last_log_in: string | null;
                        name: string;
                        /** @enum {string} */
                        role: "customer" | "rider" | "hub" | "admin";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        created_at: string;
                        email: string;
                        image: string | null;
                        last_log_in: string | null;
                        name: string;
                        /** @enum {string} */
                        role: "customer" | "rider" | "hub" | "admin";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    setUserRole: {
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
                "application/json": {
                    /** @enum {string} */
                    role: "customer" | "rider" | "hub" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        created_at: string;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "customer" | "rider" | "hub" | "admin";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string | null;
                        enabled: boolean;
                        events: ("parcel.status_changed" | "parcel.delivered" | "parcel.delivery_failed" | "parcel.returned" | "payout.created")[];
                        id: string;
                        secretPrefix: string;
                        url: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    events: ("parcel.status_changed" | "parcel.delivered" | "parcel.delivery_failed" | "parcel.returned" | "payout.created")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string | null;
                        enabled: boolean;
                        events: ("parcel.status_changed" | "parcel.delivered" | "parcel.delivery_failed" | "parcel.returned" | "payout.created")[];
                        id: string;
                        secret: string;
                        secretPrefix: string;
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    getWebhookEndpoint: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string | null;
                        enabled: boolean;
                        events: ("parcel.status_changed" | "parcel.delivered" | "parcel.delivery_failed" | "parcel.returned" | "payout.created")[];
                        id: string;
                        secretPrefix: string;
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteWebhookEndpoint: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    updateWebhookEndpoint: {
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
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    events?: ("parcel.status_changed" | "parcel.delivered" | "parcel.delivery_failed" | "parcel.returned" | "payout.created")[];
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string | null;
                        enabled: boolean;
                        events: ("parcel.status_changed" | "parcel.delivered" | "parcel.delivery_failed" | "parcel.returned" | "payout.created")[];
                        id: string;
                        secretPrefix: string;
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    listWebhookMessages: {
        parameters: {
            query?: {
                before?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            attemptCount: number;
                            attempts: {
                                attemptedAt: string;
                                id: number;
                                latencyMs: number;
                                responseExcerpt: string;
                                statusCode: number | null;
                            }[];
                            createdAt: string;
                            /** @enum {string} */
                            eventType: "parcel.status_changed" | "parcel.delivered" | "parcel.delivery_failed" | "parcel.returned" | "payout.created";
                            id: string;
                            nextAttemptAt: string | null;
                            payload: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        }[];
                        nextBefore: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string | null;
                        enabled: boolean;
                        events: ("parcel.status_changed" | "parcel.delivered" | "parcel.delivery_failed" | "parcel.returned" | "payout.created")[];
                        id: string;
                        secret: string;
                        secretPrefix: string;
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
    resendWebhookMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        queued: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @description Stable and machine-readable: a client translates by it. */
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            /** @description English, for people reading the raw answer. */
                            message: string;
                            /** @description The numbers and names in the message, for clients that word it in their own language. */
                            params?: {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
            };
        };
    };
}
