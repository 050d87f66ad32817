import Foundation
import NotiCore
import NotiWorkspace

/// What `notisim run` scripts and the `:` command line can say.
public enum Command: Sendable, Hashable {
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
    case focus(Bool)
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
    /// `key NAME` (scripts).
    case key(Key)
    /// `type "text"` (scripts).
    case type(String)
    case expect(String)
    case expectNot(String)
    case expectLog(String)
    case snapshot(String?)
    case help
    /// `reload`: read the workspace (or the Xcode project it comes from) again, keeping the notifications.
    case reload
    case quit

    /// The words each command takes, for errors and help.
    public static let usage: [String] = [
        "os VERSION", "device NAME", "theme NAME", "size COLSxROWS", "push FILE [BUNDLE]",
        "schedule ID in DURATION|at HH:MM app=BUNDLE [title=..] [subtitle=..] [body=..] [category=..] [thread=..] [attach=PATH] [sound=default|NAME] [level=passive|active|time-sensitive|critical] [badge=N] [repeats]",
        "advance DURATION", "next", "lock", "unlock", "focus on|off", "display-as count|stack|list", "extensions on|off", "foreground BUNDLE", "background BUNDLE",
        "speed FACTOR", "pause", "resume", "move LAT,LON", "remove ID [app=BUNDLE]", "clear", "key NAME", "type \"TEXT\"",
        "expect \"TEXT\"", "expect-not \"TEXT\"", "expect-log \"TEXT\"", "snapshot [NAME]", "help", "reload", "quit",
    ]
}

extension Command {
    /// The command with its relative file paths (a push's file, a schedule's attachment) made absolute against
    /// `folder`: the script's folder for `notisim run`, the workspace for the `:` line.
    public func resolvingPaths(against folder: URL) -> Command {
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
public struct ScheduleSpec: Sendable, Hashable {
    public var bundleID: String
    public var request: NotificationRequest
}

/// Why a command line was refused.
public struct CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension Command {
    /// The longest single `advance`: the clock runs through every event on the way, so a step of centuries
    /// (`advance 22222222222222222210s`) would take hours; longer spans are several steps.
    public static let maximumAdvanceSeconds: Double = 31 * 86_400

    /// Parses one line (without the leading `:`). Blank lines and `#` comments give nil.
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        let words: [String]
        do { words = try CommandTokenizer.words(line) } catch { throw CommandError(error.description) }
        guard let verb = words.first, !verb.hasPrefix("#") else { return nil }
        let args = Array(words.dropFirst())
        func one(_ what: String) throws(CommandError) -> String {
            guard args.count == 1 else { throw CommandError("\(verb): expected \(what)") }
            return args[0]
        }
        func none() throws(CommandError) {
            guard args.isEmpty else { throw CommandError("\(verb): takes no arguments, got \"\(args.joined(separator: " "))\"") }
        }
        switch verb {
        case "os": return .os(try one("an iOS version such as 13 or 17"))
        case "device": return .device(try one("a device name such as iphone-se"))
        case "theme": return .theme(try one("a theme name or path"))
        case "size":
            let text = try one("COLSxROWS such as 100x32")
            let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
                throw CommandError("size: expected COLSxROWS such as 100x32, got \"\(text)\"")
            }
            return .size(cols: parts[0], rows: parts[1])
        case "push":
            guard (1...2).contains(args.count) else { throw CommandError("push: expected FILE [BUNDLE]") }
            return .push(path: args[0], bundleID: args.count == 2 ? args[1] : nil)
        case "schedule": return .schedule(try parseSchedule(args))
        case "advance":
            let text = try one("a duration such as 5s, 15m or 1h30m")
            guard let seconds = DurationText.seconds(text) else { throw CommandError("advance: \"\(text)\" is not a duration such as 5s, 15m or 1h30m") }
            guard seconds <= maximumAdvanceSeconds else {
                throw CommandError("advance: \"\(text)\" is more than 31 days; advance at most 31d at a time")
            }
            return .advance(seconds: seconds)
        case "next": try none(); return .next
        case "lock": try none(); return .lock
        case "unlock": try none(); return .unlock
        case "display-as": return .displayAs(try one("count, stack or list"))
        case "focus", "dnd":
            switch try one("on or off") {
            case "on": return .focus(true)
            case "off": return .focus(false)
            case let other: throw CommandError("\(verb): expected on or off, got \"\(other)\"")
            }
        case "extensions":
            switch try one("on or off") {
            case "on": return .extensions(true)
            case "off": return .extensions(false)
            case let other: throw CommandError("extensions: expected on or off, got \"\(other)\"")
            }
        case "foreground", "fg": return .foreground(try one("a bundle id"), true)
        case "background", "bg": return .foreground(try one("a bundle id"), false)
        case "speed":
            let text = try one("a factor such as 2 or 0.5")
            guard let factor = Double(text), factor > 0, factor <= 3600 else { throw CommandError("speed: expected a factor between 0 and 3600, got \"\(text)\"") }
            return .speed(factor)
        case "pause": try none(); return .pause
        case "resume": try none(); return .resume
        case "move":
            let text = try one("LAT,LON such as 37.33,-122.03")
            let parts = text.split(separator: ",").compactMap { Double($0) }
            guard parts.count == 2, (-90...90).contains(parts[0]), (-180...180).contains(parts[1]) else {
                throw CommandError("move: expected LAT,LON such as 37.33,-122.03, got \"\(text)\"")
            }
            return .move(Coordinate(latitude: parts[0], longitude: parts[1]))
        case "remove":
            guard let id = args.first else { throw CommandError("remove: expected ID [app=BUNDLE]") }
            let options = try keyValues(Array(args.dropFirst()), verb: verb, allowed: ["app"])
            return .remove(identifier: id, bundleID: options["app"])
        case "clear": try none(); return .clearAll
        case "key":
            let name = try one("a key name such as Down, Space, Enter, Esc, 1 or x")
            guard let key = Key(name: name) else { throw CommandError("key: unknown key name \"\(name)\"") }
            return .key(key)
        case "type": return .type(try one("the text in quotes"))
        case "expect": return .expect(try one("the text in quotes"))
        case "expect-not": return .expectNot(try one("the text in quotes"))
        case "expect-log": return .expectLog(try one("the text in quotes"))
        case "snapshot":
            guard args.count <= 1 else { throw CommandError("snapshot: expected at most a name") }
            return .snapshot(args.first)
        case "help": try none(); return .help
        case "reload": try none(); return .reload
        case "quit", "q": try none(); return .quit
        default:
            throw CommandError("unknown command \"\(verb)\"; commands: " + usage.map { String($0.split(separator: " ").first ?? "") }.joined(separator: ", "))
        }
    }

    private static func keyValues(_ words: [String], verb: String, allowed: Set<String>) throws(CommandError) -> [String: String] {
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

    private static func parseSchedule(_ args: [String]) throws(CommandError) -> ScheduleSpec {
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
                                    allowed: ["app", "title", "subtitle", "body", "category", "thread", "attach", "sound", "level", "badge"])
        guard let bundleID = options["app"] else { throw CommandError("schedule: app=BUNDLE is required") }
        var content = NotificationContent(title: options["title"] ?? "", subtitle: options["subtitle"] ?? "", body: options["body"] ?? "")
        content.categoryIdentifier = options["category"] ?? ""
        content.threadIdentifier = options["thread"] ?? ""
        if let path = options["attach"] {
            content.attachments = [NotificationAttachment(identifier: (path as NSString).lastPathComponent, path: path, kind: .image)]
        }
        if let sound = options["sound"] { content.sound = sound == "default" ? .default : .named(sound) }
        if let level = options["level"] {
            guard let parsed = InterruptionLevel(apnsName: level) else { throw CommandError("schedule: level \"\(level)\" is not passive, active, time-sensitive or critical") }
            content.interruptionLevel = parsed
        }
        if let badge = options["badge"] {
            guard let number = Int(badge) else { throw CommandError("schedule: badge \"\(badge)\" is not a whole number") }
            content.badge = number
        }
        let isImmediate: Bool = { if case .timeInterval(0, _) = trigger { return true } else { return false } }()
        return ScheduleSpec(bundleID: bundleID, request: NotificationRequest(identifier: identifier, content: content,
                                                                               trigger: isImmediate ? nil : trigger))
    }
}
