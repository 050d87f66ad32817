import Foundation
import NotiCore
import NotiTerminalPort
import NotiWorkspace

/// What `notisim run` scripts and the `:` command line can say.
package enum Command: Sendable, Hashable {
    case os(String)
    case device(String)
    case theme(String)
    /// `size COLSxROWS` (scripts only).
    case size(cols: Int, rows: Int)
    case push(path: String, bundleID: String?)
    case schedule(ScheduleSpec)
    case advance(seconds: Double)
    case next
    case lock, unlock
    /// `widgets`: the widgets page.
    case widgets
    /// `display sleep|wake`: the side button; asleep, the locked screen is dark until something lights it.
    case display(asleep: Bool)
    /// `focus NAME|on|off` (`dnd on|off`): the Focus to turn on, nil for off; `on` is Do Not Disturb.
    case focus(String?)
    /// `display-as count|stack|list`: the lock screen's Display As setting (iOS 16+).
    case displayAs(String)
    /// `extensions on|off`: whether content extensions run (`supportsContentExtensions`).
    case extensions(Bool)
    case foreground(String, Bool)
    case speed(Double)
    case pause, resume
    case move(Coordinate)
    case remove(identifier: String, bundleID: String?)
    case clearAll
    /// `summary BUNDLE on|off`: the app's Scheduled Summary switch.
    case summaryApp(String, Bool)
    /// `summary at HH:MM[,HH:MM…]`: the device's summary times.
    case summaryAt(SummarySchedule)
    /// `ringer on|off`: the ring/silent switch (off = silent).
    case ringer(Bool)
    /// `badge BUNDLE N`: the app calls `setBadgeCount(N)` (0 clears).
    case badge(String, Int)
    /// `categories BUNDLE ID[,ID…]|none`: the app calls `setNotificationCategories` with these of the categories it
    /// declares, replacing every category registered before.
    case categories(String, [String])
    /// `app-state BUNDLE STATE`: the app's run state (foreground, background, suspended, not running, force-quit).
    case runState(String, AppRunState)
    /// `answer allow|deny|summary`: the user's answer to the permission prompt on screen.
    case answerPrompt(PermissionAnswer)
    /// `get-settings BUNDLE`: the app calls `getNotificationSettings`; the answer is logged.
    case getSettings(String)
    /// `network on|off`: the device's network; off, APNs holds its pushes.
    case network(Bool)
    /// `location BUNDLE when-in-use|always|denied|not-determined`: the user's answer for the app's location use.
    case locationAuthorization(String, LocationAuthorization)
    /// `auth reset BUNDLE`: forgets the user's answer, so the next request prompts again.
    case authReset(String)
    /// `activity start TYPE …`: a Live Activity started as the app would.
    case activityStart(LiveActivityStartSpec)
    /// `activity end ID [dismiss=DURATION]`.
    case activityEnd(id: String, dismissAfter: Double?)
    /// `activity tap ID`: a tap on the Live Activity opens its app.
    case activityTap(id: String)
    /// `activity press ID N [island]`: presses the Live Activity's Nth button (from 1), on the lock screen or in the
    /// Dynamic Island's expanded view.
    case activityPress(id: String, button: Int, island: Bool)
    /// `key NAME` (scripts).
    case key(Key)
    /// `type "text"` (scripts).
    case type(String)
    case expect(String)
    case expectNot(String)
    case expectLog(String)
    case snapshot(String?)
    /// `screenshot FILE.svg|png`: a picture of the screen (docs/rules/recordings.md#a-terminal-picture).
    case screenshot(String)
    case help
    /// `reload`: read the workspace (or the Xcode project it comes from) again, keeping the notifications.
    case reload
    case quit
}

extension Command {
    /// The command with its relative file paths (a push's file, a schedule's attachment) made absolute against
    /// `folder`: the script's folder for `notisim run`, the workspace for the `:` line.
    package func resolvingPaths(against folder: URL) -> Command {
        func resolve(_ path: String) -> String {
            path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
        }
        switch self {
        case let .push(path, bundleID):
            return .push(path: resolve(path), bundleID: bundleID)
        case .schedule(var spec):
            spec.request.content.attachments = spec.request.content.attachments.map { attachment in
                var resolved = attachment
                resolved.path = resolve(attachment.path)
                return resolved
            }
            return .schedule(spec)
        default:
            return self
        }
    }
}

/// A `schedule` command: a local request for an app.
package struct ScheduleSpec: Sendable, Hashable {
    package var bundleID: String
    package var request: NotificationRequest
}

/// Why a command line was refused.
package struct CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}

extension Command {
    /// The longest single `advance`: the clock runs through every event on the way, so a step of centuries
    /// (`advance 22222222222222222210s`) would take hours; longer spans are several steps.
    package static let maximumAdvanceSeconds: Double = 31 * 86_400

    /// Parses one line (without the leading `:`). Blank lines and `#` comments give nil.
    package static func parse(_ line: String) throws(CommandError) -> Command? {
        let words: [String]
        do { words = try CommandTokenizer.words(line) } catch { throw CommandError(error.description) }
        guard let verb = words.first, !verb.hasPrefix("#") else { return nil }
        let args = Array(words.dropFirst())
        guard let spec = CommandSpec.named(verb) else {
            throw CommandError("unknown command \"\(verb)\"; commands: " + CommandSpec.all.map(\.verbs[0]).joined(separator: ", "))
        }
        return try spec.parse(CommandArguments(verb: verb, words: args))
    }

    static func keyValues(_ words: [String], verb: String, allowed: Set<String>) throws(CommandError) -> [String: String] {
        var result: [String: String] = [:]
        for word in words {
            guard let equals = word.firstIndex(of: "=") else { throw CommandError("\(verb): expected key=value, got \"\(word)\"") }
            let key = String(word[..<equals])
            guard allowed.contains(key) else {
                throw CommandError("\(verb): unknown option \"\(key)\"; options: \(allowed.sorted().joined(separator: ", "))")
            }
            result[key] = String(word[word.index(after: equals)...])
        }
        return result
    }

    static func parseSchedule(_ args: [String]) throws(CommandError) -> ScheduleSpec {
        guard args.count >= 3 else { throw CommandError("schedule: expected ID in DURATION|at HH:MM app=BUNDLE ...") }
        let identifier = args[0]
        var rest = Array(args.dropFirst(3))
        let repeats = rest.contains("repeats")
        rest.removeAll { $0 == "repeats" }
        let trigger: NotificationTrigger
        switch args[1] {
        case "in":
            guard let seconds = DurationText.seconds(args[2]) else { throw CommandError("schedule: \"\(args[2])\" is not a duration such as 5s") }
            trigger = .timeInterval(seconds: seconds, repeats: repeats)
        case "at":
            let parts = args[2].split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) else {
                throw CommandError("schedule: \"\(args[2])\" is not a time such as 07:00")
            }
            trigger = .calendar(DateMatch(hour: parts[0], minute: parts[1]), repeats: repeats)
        case "now":
            trigger = .timeInterval(seconds: 0, repeats: false)
            rest = Array(args.dropFirst(2)).filter { $0 != "repeats" }
        default:
            throw CommandError("schedule: expected \"in DURATION\", \"at HH:MM\" or \"now\" after the id, got \"\(args[1])\"")
        }
        let options = try keyValues(rest, verb: "schedule",
                                    allowed: ["app", "title", "subtitle", "body", "category", "thread", "attach", "sound", "level", "badge",
                                              "relevance", "target"])
        guard let bundleID = options["app"] else { throw CommandError("schedule: app=BUNDLE is required") }
        var content = NotificationContent(title: options["title"] ?? "", subtitle: options["subtitle"] ?? "", body: options["body"] ?? "")
        content.categoryIdentifier = options["category"] ?? ""
        content.threadIdentifier = options["thread"] ?? ""
        content.targetContentIdentifier = options["target"]
        if let path = options["attach"] {
            content.attachments = [NotificationAttachment(identifier: (path as NSString).lastPathComponent, path: path, kind: .image)]
        }
        if let sound = options["sound"] { content.sound = NotificationSound(soundName: sound) }
        if let level = options["level"] {
            guard let parsed = InterruptionLevel(apnsName: level) else { throw CommandError("schedule: level \"\(level)\" is not passive, active, time-sensitive or critical") }
            content.interruptionLevel = parsed
        }
        if let badge = options["badge"] {
            guard let number = Int(badge) else { throw CommandError("schedule: badge \"\(badge)\" is not a whole number") }
            content.badge = number
        }
        if let relevance = options["relevance"] {
            guard let score = Double(relevance), (0...1).contains(score) else {
                throw CommandError("schedule: relevance \"\(relevance)\" is not a number from 0 to 1")
            }
            content.relevanceScore = score
        }
        let isImmediate: Bool = { if case .timeInterval(0, _) = trigger { return true } else { return false } }()
        return ScheduleSpec(bundleID: bundleID, request: NotificationRequest(identifier: identifier, content: content,
                                                                               trigger: isImmediate ? nil : trigger))
    }
}
