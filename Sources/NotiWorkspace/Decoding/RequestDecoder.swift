import Foundation
import NotiCore
import NotiLayout

/// Decodes `launchRequests` entries: identifier, trigger and content, with attachments and sounds resolved
/// against the workspace folder.
struct RequestDecoder {
    let sink: DiagnosticSink
    let files: WorkspaceFiles
    let app: SimulatedApp

    func request(_ reader: ObjectReader) -> NotificationRequest? {
        let errorsBefore = sink.errorCount
        let identifier = reader.string("id", required: true, allowEmpty: false)
        let trigger = reader.object("trigger").flatMap { trigger in
            defer { trigger.finish() }
            return self.trigger(trigger)
        }
        var content = NotificationContent()
        if let contentReader = reader.object("content") {
            content = self.content(contentReader)
            contentReader.finish()
        } else if !reader.has("content") {
            reader.missing("content", "an object with title, body, …")
        }
        guard sink.errorCount == errorsBefore, let identifier else { return nil }
        return NotificationRequest(identifier: identifier, content: content, trigger: trigger)
    }

    // MARK: Triggers

    private func trigger(_ reader: ObjectReader) -> NotificationTrigger? {
        let kinds = ["in", "at", "region"].filter(reader.has)
        guard kinds.count == 1, let kind = kinds.first else {
            sink.error(reader.path, kinds.isEmpty
                ? "expected one of \"in\" (time interval), \"at\" (calendar) or \"region\" (location)"
                : "give only one of \"in\", \"at\" and \"region\", not \(kinds.map { "\"\($0)\"" }.joined(separator: " and "))")
            kinds.forEach { _ = reader.value($0) }
            _ = reader.value("repeats")
            return nil
        }
        let repeats = reader.bool("repeats") ?? false
        switch kind {
        case "in":
            guard let seconds = reader.duration("in") else { return nil }
            if repeats, seconds < 60 {
                sink.error(reader.childPath("in"), "iOS refuses this request: time interval must be at least 60 if repeating")
                return nil
            }
            return .timeInterval(seconds: seconds, repeats: repeats)
        case "at":
            guard let at = reader.object("at") else { return nil }
            defer { at.finish() }
            return dateMatch(at).map { .calendar($0, repeats: repeats) }
        default:
            guard let region = reader.object("region") else { return nil }
            defer { region.finish() }
            return self.region(region).map { .location($0, repeats: repeats) }
        }
    }

    private func dateMatch(_ reader: ObjectReader) -> DateMatch? {
        let errorsBefore = sink.errorCount
        var match = DateMatch()
        match.year = reader.integer("year", in: 1...9999)
        match.month = reader.integer("month", in: 1...12)
        match.day = reader.integer("day", in: 1...31)
        match.hour = reader.integer("hour", in: 0...23)
        match.minute = reader.integer("minute", in: 0...59)
        match.second = reader.integer("second", in: 0...59)
        match.weekday = reader.integer("weekday", in: 1...7)
        if let zone = reader.string("timeZone") {
            if TimeZone(identifier: zone) == nil {
                sink.error(reader.childPath("timeZone"), "unknown time zone \"\(zone)\"; expected an identifier such as \"Asia/Seoul\"")
            }
            match.timeZone = zone
        }
        guard sink.errorCount == errorsBefore else { return nil }
        if match.isEmpty {
            sink.error(reader.path, "expected at least one of year, month, day, hour, minute, second, weekday")
            return nil
        }
        return match
    }

    private func region(_ reader: ObjectReader) -> CircularRegion? {
        let errorsBefore = sink.errorCount
        let identifier = reader.string("id", required: true, allowEmpty: false)
        let latitude = reader.number("latitude", in: -90...90)
        let longitude = reader.number("longitude", in: -180...180)
        let radius = reader.number("radius", in: 1...1_000_000)
        for (key, value) in [("latitude", latitude), ("longitude", longitude), ("radius", radius)] where value == nil && !reader.has(key) {
            reader.missing(key, "a number")
        }
        let onEntry = reader.bool("notifyOnEntry") ?? true
        let onExit = reader.bool("notifyOnExit") ?? false
        guard sink.errorCount == errorsBefore, let identifier, let latitude, let longitude, let radius else { return nil }
        if !onEntry, !onExit { sink.warning(reader.path, "notifyOnEntry and notifyOnExit are both false; the request can never fire") }
        return CircularRegion(identifier: identifier, latitude: latitude, longitude: longitude, radius: radius,
                              notifyOnEntry: onEntry, notifyOnExit: onExit)
    }

    // MARK: Content

    private func content(_ reader: ObjectReader) -> NotificationContent {
        var content = NotificationContent(title: reader.string("title") ?? "", subtitle: reader.string("subtitle") ?? "",
                                          body: reader.string("body") ?? "")
        content.badge = reader.integer("badge", in: 0...Int(Int32.max))
        content.sound = sound(reader)
        content.launchImageName = reader.string("launchImage") ?? ""
        content.categoryIdentifier = reader.string("category") ?? ""
        content.threadIdentifier = reader.string("thread") ?? ""
        content.targetContentIdentifier = reader.string("targetContentID")
        content.summaryArgument = reader.string("summaryArgument") ?? ""
        content.summaryArgumentCount = reader.integer("summaryArgumentCount", in: 0...Int(Int32.max)) ?? 0
        content.relevanceScore = reader.number("relevanceScore", in: 0...1) ?? 0
        content.filterCriteria = reader.string("filterCriteria")
        if let userInfo = reader.value("userInfo") {
            if userInfo.objectValue == nil { sink.error(reader.childPath("userInfo"), "expected an object, got \(userInfo.messageDescription)") }
            else { content.userInfo = userInfo }
        }
        if let level = reader.string("interruptionLevel") {
            if let parsed = InterruptionLevel(apnsName: level) { content.interruptionLevel = parsed }
            else {
                sink.error(reader.childPath("interruptionLevel"), "expected \"passive\", \"active\", \"time-sensitive\" or \"critical\", got the string \"\(level)\"")
            }
        }
        content.attachments = (reader.array("attachments") ?? []).compactMap { element in
            guard let attachment = ObjectReader(element.value, path: element.path, sink: sink) else { return nil }
            defer { attachment.finish() }
            return self.attachment(attachment)
        }
        if let communication = reader.value("communication") {
            content.communication = self.communication(communication, path: reader.childPath("communication"))
        }
        checkEntitlements(content, reader)
        if !content.categoryIdentifier.isEmpty, app.category(content.categoryIdentifier) == nil {
            sink.warning(reader.childPath("category"), "\(app.bundleID) registers no category \"\(content.categoryIdentifier)\"; the notification shows no actions")
        }
        return content
    }

    private func checkEntitlements(_ content: NotificationContent, _ reader: ObjectReader) {
        let critical = content.interruptionLevel == .critical || (content.sound?.isCritical ?? false)
        if critical, !app.entitlements.contains(.criticalAlerts) {
            sink.warning(reader.path, "a critical alert needs the critical-alerts entitlement; iOS delivers it as a normal one")
        }
        if content.interruptionLevel == .timeSensitive, !app.entitlements.contains(.timeSensitive) {
            sink.warning(reader.childPath("interruptionLevel"), "time-sensitive needs the time-sensitive entitlement; iOS delivers it as active")
        }
    }

    /// `"default"`, `"ringtone"`, a file name in `sounds/`, or `{"critical": true, "name": "x.aiff", "volume": 1.0}`.
    private func sound(_ reader: ObjectReader) -> NotificationSound? {
        guard let value = reader.value("sound") else { return nil }
        let path = reader.childPath("sound")
        if let name = value.stringValue {
            let sound = NotificationSound(soundName: name)
            if case .named = sound { files.checkSound(name, path: path) }
            return sound
        }
        guard let sound = ObjectReader(value, path: path, sink: sink) else { return nil }
        defer { sound.finish() }
        let name = sound.string("name", allowEmpty: false)
        let critical = sound.bool("critical") ?? false
        let volume = sound.number("volume", in: 0...1)
        if let name { files.checkSound(name, path: sound.childPath("name")) }
        if critical { return .critical(name: name, volume: volume ?? 1) }
        if volume != nil { sink.warning(sound.childPath("volume"), "volume only applies to critical sounds") }
        return name.map { .named($0) } ?? .default
    }

    /// `communication`: the intent the app updates the content from (docs/rules/focus.md#communication-notifications); the
    /// sender's image is a file of the workspace.
    private func communication(_ value: JSONValue, path: String) -> CommunicationIntent? {
        switch CommunicationIntent.decode(value, path: path) {
        case .failure(let problem):
            sink.append(problem)
            return nil
        case .success(var intent):
            if !app.entitlements.contains(.communication) {
                sink.warning(path, "\(app.bundleID) lacks the com.apple.developer.usernotifications.communication entitlement; iOS shows an ordinary notification")
            }
            if let image = intent.sender.imagePath {
                guard let file = files.existingFile(image, path: path + ".sender.image", what: "avatar") else { return nil }
                // Decoded now, not first when drawn: a damaged avatar is one line at load (docs/rules/focus.md#communication-notifications).
                let bytes = FileManager.default.contents(atPath: file.path).map { [UInt8]($0) } ?? []
                if case .failure(let problem) = ImageDecoder.decode(bytes) {
                    sink.error(path + ".sender.image", "avatar \"\(image)\" does not decode: \(problem.reason)")
                    return nil
                }
                intent.sender.imagePath = file.path
            }
            return intent
        }
    }

    private func attachment(_ reader: ObjectReader) -> NotificationAttachment? {
        let errorsBefore = sink.errorCount
        let identifier = reader.string("id") ?? ""
        let file = reader.string("file", required: true, allowEmpty: false)
        let typeHint = reader.string("typeHint", allowEmpty: false)
        let hidden = reader.bool("thumbnailHidden") ?? false
        let time = reader.number("thumbnailTime", in: 0...86_400)
        var clipping = UnitRect.full
        if let rect = reader.object("thumbnailClippingRect") {
            defer { rect.finish() }
            // Missing members take the whole image's values.
            let x = rect.number("x", in: 0...1) ?? 0, y = rect.number("y", in: 0...1) ?? 0
            let width = rect.number("width", in: 0...1) ?? 1, height = rect.number("height", in: 0...1) ?? 1
            clipping = UnitRect(x: x, y: y, width: width, height: height)
            if x + width > 1 || y + height > 1 { sink.error(rect.path, "the rectangle reaches outside the image (unit coordinates 0…1)") }
        }
        guard let file, let resolved = files.attachment(file, path: reader.childPath("file")) else { return nil }
        guard sink.errorCount == errorsBefore else { return nil }
        return NotificationAttachment(identifier: identifier, path: resolved.path, kind: resolved.kind, typeHint: typeHint,
                                      thumbnailHidden: hidden, thumbnailClippingRect: clipping, thumbnailTime: time)
    }
}
