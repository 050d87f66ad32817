import Foundation
import NotiAPNs
import NotiCore
import NotiFCM

/// One request to the FCM endpoint as its HTTP server read it.
package struct FCMHTTPRequest: Sendable {
    package var method: String
    /// The path with its query.
    package var path: String
    /// Headers with lower-case names.
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    package init(method: String, path: String, headers: [(name: String, value: String)], body: [UInt8]) {
        self.method = method; self.path = path; self.headers = headers; self.body = body
    }

    /// The first value of a header (by lower-case name).
    package func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }
}

/// Hands admitted pushes to the app side and calls `answer` once with their responses, in order.
package typealias FCMDelivery = @Sendable (_ pushes: [InboundPush], _ answer: @escaping @Sendable ([APNsResponse]) -> Void) -> Void

/// The answer to one FCM endpoint request: a status and a JSON body.
package typealias FCMHTTPResponse = ForwardingRequestService.Answer

extension FCMHTTPResponse {
    /// 413 for a request body over the server's limit.
    static let bodyTooLarge = FCMHTTPResponse(status: 413, body: Array(#"{"error":{"code":413,"message":"Request body too large","status":"INVALID_ARGUMENT"}}"#.utf8))
}

/// A message admitted for delivery: the pushes FCM's APNs requests became, and how the provider API's responses to
/// them (same order) become the message's answer, which logs the message's outcome.
package typealias FCMPendingMessage = ForwardingRequestService.Pending

/// The FCM HTTP v1 API, the Instance ID batch API and the OAuth 2 token endpoint over a workspace's installs: each
/// message is checked as FCM checks it, turned into the APNs request FCM sends, and delivered through the APNs
/// provider API, so the device sees what an app sent through Firebase gets (docs/rules/fcm.md).
package final class FCMService: Sendable {
    package let account: FCMServiceAccount
    package let accessTokens: FCMAccessTokens
    private let api: ProviderAPI
    private let subscriptions: LockedState<FCMTopicSubscriptions>
    private let subscriptionsFile: String?
    private let log: @Sendable ([String]) -> Void
    /// The log lines of answered messages, waiting for `logAnswered()`.
    private let answeredLines = LockedState<[String]>([])
    private let messageCounter = LockedState<UInt64>(0)
    /// The `apns-id`s of the requests FCM makes: drawn from a pool of random bytes, where `UUID()` reads the system's
    /// random device once per message.
    private let apnsIDs = LockedState(APNsIDGenerator())
    /// `messages:send` under the project's id and under its number.
    private let sendPaths: [String]

    /// The service of `account`, delivering through `api` (whose registry holds the installs); topic subscriptions
    /// are kept in `subscriptionsFile` when given.
    package init(account: FCMServiceAccount, api: ProviderAPI, subscriptionsFile: String?, log: @escaping @Sendable ([String]) -> Void) {
        self.account = account
        self.api = api
        self.accessTokens = FCMAccessTokens(account: account, now: api.now)
        self.subscriptionsFile = subscriptionsFile
        self.log = log
        self.sendPaths = [account.projectID, account.projectNumber].map { "/v1/projects/\($0)/messages:send" }
        let saved = subscriptionsFile.flatMap { FileManager.default.contents(atPath: $0) }
            .flatMap { try? JSONDecoder().decode(FCMTopicSubscriptions.self, from: $0) }
        self.subscriptions = LockedState(saved ?? FCMTopicSubscriptions())
    }

    /// Each app install's FCM registration token, by token: the device token it stands for and its bundle id. Made
    /// again only when an app install is registered (the app installs of a run rarely change), not per message.
    package var installsByRegistrationToken: [String: RegisteredInstall] {
        let version = api.registry.appInstallsVersion
        if let cached = registrationTokens.withLock({ $0.version == version ? $0.byToken : nil }) { return cached }
        let apps = api.registry.allInstalls.filter { $0.kind == .app }
        let byToken = Dictionary(apps.map { (registrationToken(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        registrationTokens.withLock { $0 = (version, byToken) }
        return byToken
    }
    private let registrationTokens = LockedState<(version: Int, byToken: [String: RegisteredInstall])>((-1, [:]))

    /// The FCM registration token of an install, as `notisim tokens --fcm` lists it.
    private func registrationToken(of install: RegisteredInstall) -> String {
        FCMRegistrationToken.make(deviceToken: install.token, bundleID: install.bundleID, projectNumber: account.projectNumber)
    }

    /// Answers one request; an async convenience over ``handle(_:delivery:answer:)`` delivering each message's pushes
    /// as one batch.
    package func handle(_ request: FCMHTTPRequest) async -> FCMHTTPResponse {
        await withCheckedContinuation { continuation in
            handle(request, delivery: nil) { continuation.resume(returning: $0) }
        }
    }

    /// Answers one request through `answer` (once, on any thread). The pushes a message becomes go through `delivery`
    /// (the server's, which batches the messages of one event-loop turn), else straight to the provider API.
    package func handle(_ request: FCMHTTPRequest, delivery: FCMDelivery?, answer: @escaping @Sendable (FCMHTTPResponse) -> Void) {
        switch admit(request) {
        case .answer(let response): answer(response)
        case .deliver(let message):
            guard let delivery else {
                deliver(message.pushes) { answer(message.finish($0)); self.logAnswered() }
                return
            }
            delivery(message.pushes) { answer(message.finish($0)) }
        }
    }

    /// What one request comes to before anything is delivered: its answer (the token endpoint, the topic APIs, a
    /// refusal, a dry run), or the pushes a message became and how their responses make its answer.
    package func admit(_ request: FCMHTTPRequest) -> RequestAdmission<FCMPendingMessage, FCMHTTPResponse> {
        // Searched as bytes: a search by Character walks grapheme boundaries, about 15k instructions on a send path.
        let path = request.path.utf8.firstIndex(of: UInt8(ascii: "?")).map { String(request.path[..<$0]) } ?? request.path
        // A message, the request nearly every one is: matched whole, not taken apart segment by segment.
        if request.method == "POST", sendPaths.contains(path) {
            guard accessTokens.accepts(authorization: request.header("authorization")) else {
                return .answer(Self.answer(.unauthenticated(message: Self.unauthenticatedMessage)))
            }
            return send(request.body)
        }
        if path == "/token" {
            guard request.method == "POST" else { return .answer(Self.answer(.notFound(message: "The token endpoint takes POST"))) }
            let (status, body) = accessTokens.grant(formBody: request.body)
            log(["FCM token: \(status == 200 ? "access token issued to \(account.clientEmail)" : "refused \(Self.logText(body))")"])
            return .answer(FCMHTTPResponse(status: status, body: body))
        }
        if path == "/iid/v1:batchAdd" || path == "/iid/v1:batchRemove" {
            return .answer(instanceIDBatch(request, adding: path.hasSuffix("batchAdd")))
        }
        let prefix = "/v1/projects/"
        let segments = path.hasPrefix(prefix) ? path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init) : []
        guard segments.count >= 2 else { return .answer(Self.answer(.notFound(message: "The requested URL \(path) was not found on this server."))) }
        guard accessTokens.accepts(authorization: request.header("authorization")) else {
            return .answer(Self.answer(.unauthenticated(message: Self.unauthenticatedMessage)))
        }
        guard segments[0] == account.projectID || segments[0] == account.projectNumber else {
            return .answer(Self.answer(.senderIDMismatch))
        }
        if segments.count == 2, segments[1] == "messages:send", request.method == "POST" {
            return send(request.body)
        }
        if (4...5).contains(segments.count), segments[1] == "registrations", segments[3] == "topicSubscriptions" {
            return .answer(topicSubscription(request, registration: segments[2], topic: segments.count == 5 ? segments[4] : nil))
        }
        return .answer(Self.answer(.notFound(message: "The requested URL \(path) was not found on this server.")))
    }

    /// Logs the lines of the messages answered since the last call in one write: a batch of answers is not one write per
    /// message. Whoever finishes delivered messages calls it after them.
    package func logAnswered() {
        let lines = answeredLines.withLock { lines in
            defer { lines = [] }
            return lines
        }
        if !lines.isEmpty { log(lines) }
    }

    /// The endpoint's clock.
    var now: @Sendable () -> Date { api.now }

    /// Hands pushes to the app side through the provider API, as one batch.
    package func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([APNsResponse]) -> Void) {
        api.deliver(pushes, answer: answer)
    }

    /// What FCM says to a request without a current access token.
    static let unauthenticatedMessage = "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential."

    /// `messages:send`: the message checked, its installs found, and for each the push FCM's APNs request becomes.
    private func send(_ body: [UInt8]) -> RequestAdmission<FCMPendingMessage, FCMHTTPResponse> {
        let parsed: (message: FCMMessage, validateOnly: Bool)
        switch FCMSendRequest.parse(body) {
        case .failure(let error):
            log(["FCM messages:send → \(error.httpStatus) \(error.status): \(RequestLogEntry.escaped(error.message, keepingSpaces: true))"])
            return .answer(Self.answer(error))
        case .success(let value): parsed = value
        }
        let installs = installsByRegistrationToken
        let targets: [RegisteredInstall]
        let described: String
        switch parsed.message.target {
        case .token(let token):
            guard let install = installs[token] else {
                log(["FCM messages:send token=\(token.prefix(12))… → 404 UNREGISTERED"])
                return .answer(Self.answer(.unregistered))
            }
            targets = [install]
            described = "token=\(token.prefix(12))… (\(install.bundleID))"
        case .installation(let fid):
            guard let install = installs.first(where: { FCMRegistrationToken.installationID(of: $0.key) == fid })?.value else {
                log(["FCM messages:send fid=\(fid) → 404 UNREGISTERED"])
                return .answer(Self.answer(.unregistered))
            }
            targets = [install]
            described = "fid=\(fid) (\(install.bundleID))"
        case .topic(let topic):
            let tokens = subscriptions.withLock { $0.subscribers(of: topic) }
            targets = tokens.compactMap { installs[$0] }
            described = "topic=\(topic) (\(targets.count) subscribed)"
        case .condition(let condition):
            let tokens = subscriptions.withLock { $0.subscribers(matching: condition, among: Array(installs.keys).sorted()) }
            targets = tokens.compactMap { installs[$0] }
            described = "condition (\(targets.count) matching)"
        }
        if parsed.validateOnly {
            log(["FCM messages:send \(described) → 200 (validate_only: nothing delivered)"])
            return .answer(Self.success(name: "projects/\(account.projectID)/messages/fake_message_id"))
        }
        let messageID = nextMessageID()
        let admitted = targets.map { admit(parsed.message, for: $0, messageID: messageID) }
        let pushes = admitted.compactMap { if case .success(let push) = $0 { push } else { nil } }
        let toOne = !parsed.message.target.isToTopics
        let name = "projects/\(account.projectID)/messages/0:\(messageID)%\(account.projectNumber.suffix(8))"
        let finish: @Sendable ([APNsResponse]) -> FCMHTTPResponse = { [answeredLines] responses in
            let log = { (lines: [String]) in answeredLines.withLock { $0 += lines } }
            // Refusals of a message to one install are its answer; a topic message is answered once FCM took it.
            let refusal = toOne ? (admitted.compactMap { if case .failure(let error) = $0 { error } else { nil } }.first
                ?? responses.first { $0.status != 200 }.map(Self.error(for:))) : nil
            if let refusal {
                log(["FCM messages:send \(described) → \(refusal.httpStatus) \(refusal.errorCode ?? refusal.status): \(RequestLogEntry.escaped(refusal.message, keepingSpaces: true))"])
                return Self.answer(refusal)
            }
            log(["FCM messages:send \(described) → 200 \(name)"])
            return Self.success(name: name)
        }
        if pushes.isEmpty {
            let response = finish([])
            logAnswered()
            return .answer(response)
        }
        return .deliver(FCMPendingMessage(pushes: pushes, finish: finish))
    }

    /// The push the APNs provider API admits for the request FCM makes of `message` for `install`, or the FCM error
    /// its refusal becomes.
    private func admit(_ message: FCMMessage, for install: RegisteredInstall, messageID: String) -> Result<InboundPush, FCMError> {
        let translation: FCMAPNsTranslation
        switch message.apns(messageID: messageID, senderID: account.projectNumber) {
        case .failure(let error): return .failure(error)
        case .success(let value): translation = value
        }
        var headers = [(name: "apns-topic", value: install.bundleID)] + translation.headers
        // FCM keeps a message for its default lifetime when the sender gives APNs no expiration of its own.
        if !headers.contains(where: { $0.name == "apns-expiration" }) {
            let expiry = Int(api.now().timeIntervalSince1970) + FCMAPNsTranslation.defaultLifetimeSeconds
            headers.append((name: "apns-expiration", value: String(expiry)))
        }
        let request = APNsRequest(method: "POST", path: "/3/device/\(install.token)", headers: headers, body: translation.payload,
                                  parsedBody: translation.json)
        var session = ProviderTokenSession()
        return api.admit(request, session: &session, generatedID: apnsIDs.withLock { $0.next() }.lowercased()).mapError(Self.error(for:))
    }

    /// The FCM error for an APNs refusal of the request FCM sent (docs/rules/fcm.md#errors).
    package static func error(for response: APNsResponse) -> FCMError {
        switch response.reason {
        case .unregistered?, .expiredToken?, .badDeviceToken?, .deviceTokenNotForTopic?: return .unregistered
        case .payloadTooLarge?: return .invalidArgument(field: "message", description: "Message is too big")
        case .tooManyRequests?: return .quotaExceeded
        case .badCertificate?, .badCertificateEnvironment?, .expiredProviderToken?, .forbidden?, .invalidProviderToken?, .missingProviderToken?,
             .topicDisallowed?:
            return .thirdPartyAuth(message: "Auth error from APNS or Web Push Service")
        case .serviceUnavailable?, .shutdown?, .internalServerError?: return .unavailable
        case let reason?: return .invalidArgument(field: "message.apns", description: "APNs refused the request FCM made of the message: \(reason.rawValue)")
        case nil: return .unavailable
        }
    }

    /// FCM's topic subscriptions of one registration (a registration token or an installation ID):
    /// `POST …/topicSubscriptions?topicName=T` subscribes (409 `ALREADY_EXISTS` when it is), `DELETE …/topicSubscriptions/T`
    /// unsubscribes (404 unless `allowMissing`), `GET` reads one or lists them.
    private func topicSubscription(_ request: FCMHTTPRequest, registration: String, topic pathTopic: String?) -> FCMHTTPResponse {
        let query = FCMTokenGrant.formFields(String(request.path.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""))
        let installs = installsByRegistrationToken
        let registration = registration.removingPercentEncoding ?? registration
        guard let token = installs.keys.first(where: { $0 == registration || FCMRegistrationToken.installationID(of: $0) == registration }) else {
            let known = FCMRegistrationToken.looksValid(registration) || FCMRegistrationToken.isInstallationID(registration)
            return Self.answer(known ? .notFound(message: "Requested entity was not found.")
                                     : .invalidArgument(field: "parent", description: "The registration is not a valid FCM registration token or installation ID"))
        }
        let name = { (topic: String) in "projects/\(self.account.projectID)/registrations/\(registration)/topicSubscriptions/\(topic)" }
        let subscription = { (topic: String) in
            FCMHTTPResponse(status: 200, body: Array(JSONValue.object([(key: "name", value: .string(name(topic))), (key: "topic_name", value: .string(topic))]).serialized().utf8))
        }
        let topics = subscriptions.withLock { $0.topics(of: token) }
        switch (request.method, pathTopic.map { $0.removingPercentEncoding ?? $0 }) {
        case ("POST", nil):
            guard let topic = query["topicName"] ?? query["topic_name"], FCMTopicName.isValid(topic) else {
                return Self.answer(.invalidArgument(field: "topic_name", description: "Topic names match the pattern [a-zA-Z0-9-_.~%]{1,900}"))
            }
            guard !topics.contains(topic) else {
                return Self.answer(FCMError(httpStatus: 409, status: "ALREADY_EXISTS", message: "Requested entity already exists", errorCode: nil, fieldViolations: []))
            }
            updateSubscriptions { $0.subscribe([token], to: topic) }
            log(["FCM subscribe topic=\(topic): 1 of 1 token(s)"])
            return subscription(topic)
        case ("DELETE", let topic?):
            guard topics.contains(topic) else {
                let allowMissing = (query["allowMissing"] ?? query["allow_missing"]) == "true"
                return allowMissing ? FCMHTTPResponse(status: 200, body: Array("{}".utf8)) : Self.answer(.notFound(message: "Requested entity was not found."))
            }
            updateSubscriptions { $0.unsubscribe([token], from: topic) }
            log(["FCM unsubscribe topic=\(topic): 1 of 1 token(s)"])
            return FCMHTTPResponse(status: 200, body: Array("{}".utf8))
        case ("GET", let topic?):
            return topics.contains(topic) ? subscription(topic) : Self.answer(.notFound(message: "Requested entity was not found."))
        case ("GET", nil):
            let listed = topics.sorted().map { topic in
                JSONValue.object([(key: "name", value: .string(name(topic))), (key: "topic_name", value: .string(topic))])
            }
            return FCMHTTPResponse(status: 200, body: Array(JSONValue.object([(key: "topicSubscriptions", value: .array(listed))]).serialized().utf8))
        default:
            return Self.answer(.notFound(message: "The requested URL \(request.path) was not found on this server."))
        }
    }

    /// Changes the subscriptions and keeps them in their file.
    private func updateSubscriptions(_ change: (inout FCMTopicSubscriptions) -> Void) {
        let snapshot = subscriptions.withLock { subscriptions in
            change(&subscriptions)
            return subscriptions
        }
        if let subscriptionsFile, let data = try? JSONEncoder().encode(snapshot) {
            try? data.write(to: URL(fileURLWithPath: subscriptionsFile), options: .atomic)
        }
    }

    /// `iid/v1:batchAdd` and `:batchRemove`: each token subscribed or unsubscribed, one result per token.
    private func instanceIDBatch(_ request: FCMHTTPRequest, adding: Bool) -> FCMHTTPResponse {
        guard request.method == "POST" else { return Self.answer(.notFound(message: "The Instance ID batch API takes POST")) }
        guard accessTokens.accepts(authorization: request.header("authorization")) else {
            return Self.answer(.unauthenticated(message: Self.unauthenticatedMessage))
        }
        let parsed: (topic: String, tokens: [String])
        switch FCMInstanceIDBatch.parse(request.body) {
        case .failure(let error): return Self.answer(error)
        case .success(let value): parsed = value
        }
        let known = installsByRegistrationToken
        let results: [String?] = parsed.tokens.map { token in
            if !FCMRegistrationToken.looksValid(token) { return "INVALID_ARGUMENT" }
            return known[token] == nil ? "NOT_FOUND" : nil
        }
        let accepted = zip(parsed.tokens, results).filter { $0.1 == nil }.map(\.0)
        updateSubscriptions { adding ? $0.subscribe(accepted, to: parsed.topic) : $0.unsubscribe(accepted, from: parsed.topic) }
        log(["FCM \(adding ? "subscribe" : "unsubscribe") topic=\(parsed.topic): \(accepted.count) of \(parsed.tokens.count) token(s)"])
        return FCMHTTPResponse(status: 200, body: FCMInstanceIDBatch.resultsBody(results))
    }

    /// FCM's numeric message id: microseconds since 1970 at the endpoint's clock, kept increasing.
    private func nextMessageID() -> String {
        let micros = UInt64(max(0, api.now().timeIntervalSince1970 * 1_000_000))
        return String(messageCounter.withLock { last in
            last = max(last + 1, micros)
            return last
        })
    }

    /// A response body for the log, escaped: it may quote what the client sent.
    private static func logText(_ body: [UInt8]) -> String { RequestLogEntry.escaped(String(decoding: body, as: UTF8.self), keepingSpaces: true) }

    private static func success(name: String) -> FCMHTTPResponse {
        FCMHTTPResponse(status: 200, body: Array(JSONValue.object([(key: "name", value: .string(name))]).serialized().utf8))
    }

    private static func answer(_ error: FCMError) -> FCMHTTPResponse { FCMHTTPResponse(status: error.httpStatus, body: error.body) }
}
