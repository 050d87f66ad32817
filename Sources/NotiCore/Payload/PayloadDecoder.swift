/// Decodes APNs payloads into the notification content iOS would build, and validates them: errors for what APNs
/// would refuse, warnings for what iOS would ignore or misread, each with its JSON key path.
package enum PayloadDecoder {
    /// Inputs larger than this are refused by size alone, without parsing, whatever the push type.
    package static let parseCeiling = 64 * 1024
    /// Longest `apns-collapse-id` APNs accepts, in bytes.
    package static let collapseIDLimit = 64

    /// Decodes raw payload bytes as APNs receives them.
    /// - Parameters:
    ///   - pushType: the `apns-push-type` the payload is sent with; sets the size limit and the type-specific checks.
    ///   - strings: the app's `Localizable.strings` table for loc keys; without one a loc key is its own format.
    ///   - parsed: the payload already parsed, when whoever made `bytes` wrote them from it (FCM's translation of a
    ///     message): taken as it is instead of parsing the bytes again.
    package static func decode(_ bytes: [UInt8], parsed: JSONValue? = nil, pushType: PushType = .alert, strings: [String: String]? = nil) -> DecodedPayload {
        var refused = DecodedPayload(pushType: pushType, byteCount: bytes.count)
        if bytes.allSatisfy(isJSONWhitespace) {
            refused.diagnostics = [.error("", "the payload is empty; APNs refuses it (PayloadEmpty)")]
            refused.refusal = .empty
            return refused
        }
        let sizeError = sizeDiagnostic(bytes, pushType: pushType)
        if let sizeError, bytes.count > parseCeiling {
            refused.diagnostics = [sizeError]
            refused.refusal = .tooLarge
            return refused
        }
        let json: JSONValue
        if let parsed {
            json = parsed
        } else {
            do {
                json = try JSONParser.parse(bytes)
            } catch {
                refused.diagnostics = [sizeError, .error("", error.description)].compactMap { $0 }
                refused.refusal = sizeError == nil ? .notJSON : .tooLarge
                return refused
            }
        }
        var decoded = decode(json: json, byteCount: bytes.count, pushType: pushType, strings: strings)
        if let sizeError {
            decoded.diagnostics.insert(sizeError, at: 0)
            decoded.refusal = .tooLarge
            decoded.content = nil
        }
        return decoded
    }

    /// Decodes a payload that is already parsed (a sample push inside a workspace file, say); `byteCount` is its
    /// size as sent when known (the size limit is not checked here).
    package static func decode(json: JSONValue, byteCount: Int = 0, pushType: PushType = .alert,
                              strings: [String: String]? = nil) -> DecodedPayload {
        var result = DecodedPayload(pushType: pushType, byteCount: byteCount, json: json)
        guard let members = json.objectValue else {
            result.diagnostics = [.error("", "the payload must be a JSON object, got \(PayloadText.describe(json))")]
            result.refusal = .notAnObject
            return result
        }
        let duplicates = DuplicateKeyScan.diagnostics(in: json)
        var diagnostics: [Diagnostic] = []
        if let bundle = members.last(where: { $0.key == simulatorTargetBundleKey })?.value {
            if let name = bundle.stringValue, !name.isEmpty {
                result.targetBundle = name
            } else {
                diagnostics.append(.warning(simulatorTargetBundleKey, "expected a bundle id, got \(PayloadText.describe(bundle))"))
            }
        }
        guard let aps = members.last(where: { $0.key == "aps" })?.value else {
            result.diagnostics = diagnostics + duplicates
                + [.error("aps", "missing: a push needs an \"aps\" dictionary; APNs refuses it")]
            result.refusal = .missingAPS
            return result
        }
        guard let apsMembers = aps.objectValue else {
            result.diagnostics = diagnostics + duplicates
                + [.error("aps", "expected a dictionary, got \(PayloadText.describe(aps)); APNs refuses it")]
            result.refusal = .apsNotADictionary
            return result
        }
        var reader = APSReader(pushType: pushType, strings: strings)
        reader.read(apsMembers)
        reader.content.userInfo = duplicates.isEmpty ? json : DuplicateKeyScan.keepingLastValues(json)
        if let communication = members.last(where: { $0.key == "communication" })?.value {
            // docs/rules/focus.md#communication-notifications: a faulty intent leaves an ordinary notification.
            switch CommunicationIntent.decode(communication, path: "communication") {
            case .success(let intent): reader.content.communication = intent
            case .failure(let problem): reader.warn(problem.path, problem.message + "; shown as an ordinary notification")
            }
        }
        result.diagnostics = diagnostics + duplicates + reader.diagnostics
            + PushSDKPayloadCheck.diagnostics(json, mutableContent: reader.mutableContent, pushType: pushType)
        result.contentAvailable = reader.contentAvailable
        result.mutableContent = reader.mutableContent
        result.isBackgroundOnly = reader.isBackgroundOnly
        result.liveActivity = reader.liveActivity.isEmpty ? nil : reader.liveActivity
        result.content = result.diagnostics.hasErrors ? nil : reader.content
        return result
    }

    /// An error when `collapseID` (the `apns-collapse-id` header) is longer than APNs accepts.
    package static func collapseIDDiagnostic(_ collapseID: String) -> Diagnostic? {
        let length = collapseID.utf8.count
        guard length > collapseIDLimit else { return nil }
        return .error("apns-collapse-id", "\(length) bytes, over the \(collapseIDLimit)-byte limit; APNs refuses it (BadCollapseId)")
    }

    /// The top-level key simctl reads to pick the app a `.apns` file is for.
    package static let simulatorTargetBundleKey = "Simulator Target Bundle"

    private static func sizeDiagnostic(_ bytes: [UInt8], pushType: PushType) -> Diagnostic? {
        let limit = pushType.payloadLimit
        guard bytes.count > limit else { return nil }
        var message = "the payload is \(bytes.count) bytes, over the \(limit)-byte limit for \(pushType.rawValue) pushes; "
            + "APNs refuses it (PayloadTooLarge)"
        let compact = bytes.count <= parseCeiling ? (try? JSONParser.parse(bytes))?.serialized().utf8.count : nil
        if let compact, compact <= limit { message += "; without white space it would be \(compact) bytes" }
        return .error("", message)
    }

    private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
