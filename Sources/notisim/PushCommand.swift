import ArgumentParser
import Foundation
import NotiAPNs
import NotiApp
import NotiEndpoint
import NotiFCM
import NotiCore
import NotiWorkspace

/// `notisim push [--device NAME] [BUNDLE] FILE|-`: sends a payload to the running notisim, with `simctl push` habits.
struct PushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Send a payload file (or - for standard input) to the running notisim, as simctl push does.",
        discussion: """
            The app is the BUNDLE argument, else the file's "Simulator Target Bundle". Headers come from a sidecar \
            NAME.headers.json next to the file (apns-collapse-id, apns-push-type, apns-priority, …). Exits 1 with the \
            APNs reason when the push is refused.
            """
    )

    @Option(name: .long, help: "The running notisim to use: its device identifier (listed when several run), device (iPhone), device profile (iphone-15) or booted.")
    var device: String?

    @Option(name: .long, help: "The running notisim to use: the one with this workspace folder or Xcode project.")
    var workspace: String?

    @Option(name: .long, help: "Send it as to APNs's sandbox or production server (its host name as :authority): a token of the other environment is refused 400 BadDeviceToken.")
    var server: String?

    @Flag(name: .long, help: "FILE is an FCM HTTP v1 message ({\"message\": …}): it is checked as FCM checks it and sent as the APNs request FCM makes of it, to the install its token or fid names, else to BUNDLE.")
    var fcm = false

    @Argument(help: "[BUNDLE] FILE: an optional bundle id, then a payload file (.apns or .json) or - for standard input.")
    var arguments: [String] = []

    func validate() throws {
        guard (1...2).contains(arguments.count) else {
            throw ValidationError("expected [BUNDLE] FILE|-, got \(arguments.count) arguments")
        }
        if let server, PushEnvironment(serverName: server) == nil {
            throw ValidationError("--server: expected sandbox or production, got \"\(server)\"")
        }
    }

    func run() throws {
        let file = arguments[arguments.count - 1]
        let bundleArgument = arguments.count == 2 ? arguments[0] : nil
        let environment = ProcessInfo.processInfo.environment
        let instances = InstanceDirectory.standard(environment: environment).live()
        let instance = try fail { try InstanceDirectory.choose(from: instances, device: device, workspace: workspace.map(WorkspaceSource.stateRootPath)).get() }
        let prepared = try fail {
            fcm ? try OutgoingPush.prepareFCM(file: file, bundleID: bundleArgument, instance: instance)
                : try OutgoingPush.prepare(file: file, bundleID: bundleArgument)
        }
        guard let token = instance.tokens[prepared.bundleID] else {
            printError("notisim push: \(prepared.bundleID) is not installed in \(instance.summary); apps: \(instance.tokens.keys.sorted().joined(separator: ", "))")
            throw ExitCode(1)
        }
        var outgoing = prepared.request(token: token)
        outgoing.authority = server.flatMap(PushEnvironment.init(serverName:))?.serverHost
        let request = outgoing
        let response = try fail { try runBlocking { try await APNsClient.send(request, host: instance.host, port: instance.port) } }
        if response.status == 200 {
            print("Notification sent to \(prepared.bundleID) on \(instance.summary): apns-id \(response.header("apns-id") ?? "-")")
            return
        }
        printError("notisim push: refused: \(response.status) \(Self.reason(of: response))")
        throw ExitCode(1)
    }

    /// The APNs reason (and for 410 the timestamp) of an error response.
    static func reason(of response: APNsClientResponse) -> String {
        guard let body = try? JSONParser.parse(response.body) else { return String(decoding: response.body, as: UTF8.self) }
        var text = body["reason"]?.stringValue ?? "no reason given"
        if let timestamp = body["timestamp"]?.intValue { text += " (timestamp \(timestamp))" }
        return text
    }

    /// Runs `body`; an error becomes one line on standard error and exit status 1.
    private func fail<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            printError("notisim push: \(error)")
            throw ExitCode(1)
        }
    }
}

/// A payload ready to send: the app, the body and the APNs headers.
struct OutgoingPush {
    var bundleID: String
    var body: [UInt8]
    var headers: [String: String]

    /// Why a payload cannot be sent.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The bundle id given wins over the file's `Simulator Target Bundle` (which is not sent); headers come from
    /// the file's sidecar; the push type is background for a payload with only content-available.
    static func prepare(file: String, bundleID given: String?) throws -> OutgoingPush {
        let bytes = try readPayload(file)
        let payload: JSONValue
        do { payload = try JSONParser.parse(bytes) } catch { throw Problem(description: "\(file): \(error)") }
        guard let members = payload.objectValue else {
            throw Problem(description: "\(file): expected a JSON object with \"aps\"")
        }
        let targetKey = "Simulator Target Bundle"
        guard let bundleID = given ?? payload[targetKey]?.stringValue else {
            throw Problem(description: "\(file): no app named: give a bundle id or a \"\(targetKey)\" key")
        }
        let body = payload[targetKey] == nil ? bytes : Array(JSONValue.object(members.filter { $0.key != targetKey }).serialized().utf8)
        var headers: [String: String] = [:]
        if file != "-", let sidecar = PushHeadersSidecar.read(forPayloadAt: file) {
            if let problem = sidecar.diagnostics.first(where: { $0.severity == .error }) {
                throw Problem(description: "\(PushHeadersSidecar.path(forPayloadAt: file)): \(problem)")
            }
            headers = sidecar.headers
        }
        if headers["apns-push-type"] == nil {
            headers["apns-push-type"] = PayloadDecoder.decode(bytes).isBackgroundOnly ? PushType.background.rawValue : PushType.alert.rawValue
        }
        let pushType = PushType(rawValue: headers["apns-push-type"] ?? "") ?? .alert
        if headers["apns-topic"] == nil { headers["apns-topic"] = bundleID + (pushType.topicSuffix ?? "") }
        if headers["apns-priority"] == nil, pushType == .background { headers["apns-priority"] = "5" }
        return OutgoingPush(bundleID: bundleID, body: body, headers: headers)
    }

    /// An FCM v1 message file as the APNs request FCM makes of it, for the install its `token` or `fid` names in
    /// `instance` (the running notisim's workspace project), else for `given` (docs/rules/fcm.md#translation-to-apns).
    static func prepareFCM(file: String, bundleID given: String?, instance: RunningInstance) throws -> OutgoingPush {
        let message: FCMMessage
        switch FCMSendRequest.parse(try readPayload(file)) {
        case .failure(let error):
            throw Problem(description: "\(file): \(error.fieldViolations.first.map { "\($0.field): " } ?? "")\(error.message)")
        case .success(let parsed): message = parsed.message
        }
        let projectNumber = FCMServiceAccount.projectNumber(projectID: FCMServiceAccount.projectID(workspaceName: instance.workspaceName))
        let installs = instance.tokens.map { bundleID, token in
            (bundleID: bundleID, registration: FCMRegistrationToken.make(deviceToken: token, bundleID: bundleID, projectNumber: projectNumber))
        }
        let named: String? = switch message.target {
        case .token(let token): installs.first { $0.registration == token }?.bundleID
        case .installation(let fid): installs.first { FCMRegistrationToken.installationID(of: $0.registration) == fid }?.bundleID
        case .topic, .condition: nil
        }
        guard let bundleID = given ?? named else {
            throw Problem(description: "\(file): the message's target is no install of \(instance.summary); give a bundle id to send it to one")
        }
        let messageID = String(UInt64(Date().timeIntervalSince1970 * 1_000_000))
        switch message.apns(messageID: messageID, senderID: projectNumber) {
        case .failure(let error):
            throw Problem(description: "\(file): \(error.fieldViolations.first.map { "\($0.field): " } ?? "")\(error.message)")
        case .success(let translation):
            var headers = Dictionary(translation.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            headers["apns-topic"] = headers["apns-topic"] ?? bundleID
            return OutgoingPush(bundleID: bundleID, body: translation.payload, headers: headers)
        }
    }

    /// The provider-API request for an install's token.
    func request(token: String) -> APNsRequest {
        APNsRequest(method: "POST", path: "/3/device/\(token)", headers: headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, body: body)
    }
}
