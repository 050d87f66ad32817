import NotiCore
import NotiTerminalPort
import NotiWorkspace

/// The words after a command's verb.
struct CommandArguments {
    var verb: String
    var words: [String]

    /// The one argument, or an error saying what was expected.
    func one(_ what: String) throws(CommandError) -> String {
        guard words.count == 1 else { throw CommandError("\(verb): expected \(what)") }
        return words[0]
    }

    func none() throws(CommandError) {
        guard words.isEmpty else { throw CommandError("\(verb): takes no arguments, got \"\(words.joined(separator: " "))\"") }
    }

    /// `BUNDLE WORD`, the word one of `choices` (`a`, `b` or `c`) that `parse` reads.
    func bundleAndChoice<Choice>(_ choices: [String], _ parse: (String) -> Choice?) throws(CommandError) -> (String, Choice) {
        let listed = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
        guard words.count == 2 else { throw CommandError("\(verb): expected BUNDLE \(choices.joined(separator: "|"))") }
        guard let choice = parse(words[1]) else { throw CommandError("\(verb): expected \(listed), got \"\(words[1])\"") }
        return (words[0], choice)
    }

    func onOff() throws(CommandError) -> Bool {
        switch try one("on or off") {
        case "on": return true
        case "off": return false
        case let other: throw CommandError("\(verb): expected on or off, got \"\(other)\"")
        }
    }
}

/// One command of scripts and the `:` line: its usage, the verbs that name it and how its arguments are read.
struct CommandSpec: Sendable {
    /// The usage as errors and docs/usage.md show it, starting with the canonical verb.
    var usage: String
    /// The canonical verb, then aliases.
    var verbs: [String]
    var parse: @Sendable (CommandArguments) throws(CommandError) -> Command

    init(_ usage: String, aliases: [String] = [], parse: @escaping @Sendable (CommandArguments) throws(CommandError) -> Command) {
        self.usage = usage
        self.verbs = [String(usage.prefix { $0 != " " })] + aliases
        self.parse = parse
    }

    /// A command without arguments.
    init(_ verb: String, aliases: [String] = [], _ command: Command) {
        self.init(verb, aliases: aliases) { arguments throws(CommandError) in
            try arguments.none()
            return command
        }
    }

    static func named(_ verb: String) -> CommandSpec? { all.first { $0.verbs.contains(verb) } }

    /// Every command, in the order of the vocabulary.
    static var all: [CommandSpec] { CommandVocabulary.groups.flatMap(\.commands) }
}

/// Commands that share one row of docs/usage.md's script table.
struct CommandGroup: Sendable {
    var commands: [CommandSpec]
    /// What they do, for docs/usage.md.
    var meaning: String
}

/// The one vocabulary of `notisim run` scripts and the `:` command line: the parser, the usage in errors and the
/// script table of docs/usage.md come from it. To add a command, add a `CommandSpec` to a group here (or a new group), a
/// case to `Command`, and its effect to `AppModel.run`; `KeyMapDocumentationTests` prints the
/// table when it differs.
enum CommandVocabulary {
    static let groups: [CommandGroup] = [
        CommandGroup(commands: [
            CommandSpec("os VERSION") { arguments throws(CommandError) in .os(try arguments.one("an iOS version such as 13 or 17")) },
            CommandSpec("device NAME") { arguments throws(CommandError) in .device(try arguments.one("a device name such as iphone-se")) },
            CommandSpec("theme NAME") { arguments throws(CommandError) in .theme(try arguments.one("a theme name or path")) },
            CommandSpec("size COLSxROWS") { arguments throws(CommandError) in
                let text = try arguments.one("COLSxROWS such as 100x32")
                let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
                    throw CommandError("size: expected COLSxROWS such as 100x32, got \"\(text)\"")
                }
                return .size(cols: parts[0], rows: parts[1])
            },
        ], meaning: "the profile, device, theme and screen size (`size` in scripts only)"),
        CommandGroup(commands: [
            CommandSpec("push FILE [BUNDLE]") { arguments throws(CommandError) in
                let args = arguments.words
                guard (1...2).contains(args.count) else { throw CommandError("push: expected FILE [BUNDLE]") }
                return .push(path: args[0], bundleID: args.count == 2 ? args[1] : nil)
            },
        ], meaning: "deliver a payload file as a push (`Simulator Target Bundle` or the bundle id given)"),
        CommandGroup(commands: [
            CommandSpec("schedule ID in DURATION|at HH:MM|now app=BUNDLE [title=…] [subtitle=…] [body=…] [category=C] [thread=T] [attach=PATH] [sound=default|ringtone|NAME] [level=passive|active|time-sensitive|critical] [badge=N] [relevance=0..1] [target=ID] [repeats]") { arguments throws(CommandError) in
                .schedule(try Command.parseSchedule(arguments.words))
            },
        ], meaning: "add a local request"),
        CommandGroup(commands: [
            CommandSpec("advance DURATION") { arguments throws(CommandError) in
                let text = try arguments.one("a duration such as 5s, 15m or 1h30m")
                guard let seconds = DurationText.seconds(text) else {
                    throw CommandError("advance: \"\(text)\" is not a duration such as 5s, 15m or 1h30m")
                }
                guard seconds <= Command.maximumAdvanceSeconds else {
                    throw CommandError("advance: \"\(text)\" is more than 31 days; advance at most 31d at a time")
                }
                return .advance(seconds: seconds)
            },
            CommandSpec("next", .next),
        ], meaning: "move the clock (`5s`, `15m`, `1h30m`, `2d`; at most `31d` at a time), or to the next trigger"),
        CommandGroup(commands: [
            CommandSpec("key NAME") { arguments throws(CommandError) in
                let name = try arguments.one("a key name such as Down, Space, Enter, Esc, 1 or x")
                guard let key = Key(name: name) else { throw CommandError("key: unknown key name \"\(name)\"") }
                return .key(key)
            },
        ], meaning: "press a key: `Down`, `Space`, `Enter`, `Esc`, `Tab`, `1`, `x`, `C-c`, `F5`, … (scripts)"),
        CommandGroup(commands: [CommandSpec("type \"TEXT\"") { arguments throws(CommandError) in .type(try arguments.one("the text in quotes")) }],
                     meaning: "type text (into the command line or a text-input action; scripts)"),
        CommandGroup(commands: [
            CommandSpec("expect \"TEXT\"") { arguments throws(CommandError) in .expect(try arguments.one("the text in quotes")) },
            CommandSpec("expect-not \"TEXT\"") { arguments throws(CommandError) in .expectNot(try arguments.one("the text in quotes")) },
        ], meaning: "the current screen contains / does not contain the text (scripts)"),
        CommandGroup(commands: [CommandSpec("expect-log \"TEXT\"") { arguments throws(CommandError) in .expectLog(try arguments.one("the text in quotes")) }],
                     meaning: "some event log line contains the text (scripts)"),
        CommandGroup(commands: [
            CommandSpec("snapshot [NAME]") { arguments throws(CommandError) in
                guard arguments.words.count <= 1 else { throw CommandError("snapshot: expected at most a name") }
                return .snapshot(arguments.words.first)
            },
        ], meaning: "print the screen as text (scripts)"),
        CommandGroup(commands: [
            CommandSpec("screenshot FILE.svg|FILE.png") { arguments throws(CommandError) in
                let path = try arguments.one("a file name ending in .svg or .png")
                guard PictureFormat(path: path) != nil else { throw CommandError("screenshot: \"\(path)\" must end in .svg or .png") }
                return .screenshot(path)
            },
        ], meaning: "write the screen as a picture (cells in the theme's colours; PNG at 2×; scripts)"),
        CommandGroup(commands: [
            CommandSpec("summary BUNDLE on|off|at HH:MM[,HH:MM…]") { arguments throws(CommandError) in
                try Command.parseDeviceSetting(arguments.verb, arguments.words)
            },
        ], meaning: "an app's Scheduled Summary switch; the device's summary times (08:00 and 18:00 by default, at most 12; also `summaryTimes` in workspace.json)"),
        CommandGroup(commands: [
            CommandSpec("ringer on|off") { arguments throws(CommandError) in try Command.parseDeviceSetting(arguments.verb, arguments.words) },
            CommandSpec("badge BUNDLE N") { arguments throws(CommandError) in try Command.parseDeviceSetting(arguments.verb, arguments.words) },
            CommandSpec("auth reset BUNDLE") { arguments throws(CommandError) in try Command.parseDeviceSetting(arguments.verb, arguments.words) },
        ], meaning: "the ring/silent switch (`m`); the app's `setBadgeCount(N)` (0 clears); forget the user's answer so the next request prompts"),
        CommandGroup(commands: [
            CommandSpec("categories BUNDLE ID[,ID…]|none") { arguments throws(CommandError) in try Command.parseDeviceSetting(arguments.verb, arguments.words) },
        ], meaning: "the app calls `setNotificationCategories` with these of its declared categories, replacing all it registered before (docs/rules/actions.md#categories-and-actions)"),
        CommandGroup(commands: [
            CommandSpec("app-state BUNDLE foreground|background|suspended|not-running|force-quit") { arguments throws(CommandError) in
                let (bundleID, state) = try arguments.bundleAndChoice(AppRunState.allCases.map(\.word), AppRunState.init(word:))
                return .runState(bundleID, state)
            },
        ], meaning: "where the app is in its life: a background push wakes a foreground app at once, others within three wakes an hour (one more is held), a force-quit app never (docs/rules/endpoint.md#background-pushes-as-ios-meters-them)"),
        CommandGroup(commands: [
            CommandSpec("answer allow|deny|summary") { arguments throws(CommandError) in
                let word = try arguments.one("allow, deny or summary")
                guard let answer = PermissionAnswer(rawValue: word) else {
                    throw CommandError("answer: expected allow, deny or summary, got \"\(word)\"")
                }
                return .answerPrompt(answer)
            },
            CommandSpec("get-settings BUNDLE") { arguments throws(CommandError) in .getSettings(try arguments.one("a bundle id")) },
        ], meaning: "answer the permission prompt on screen (`summary`: Add to Scheduled Summary, iOS 15+); the app calls `getNotificationSettings`, every `UNNotificationSettings` field logged (docs/rules/authorization.md#the-permission-prompt)"),
        CommandGroup(commands: [
            CommandSpec("network on|off") { arguments throws(CommandError) in .network(try arguments.onOff()) },
        ], meaning: "the device's network (`n`): off, APNs holds one push per app until it is back, each until its apns-expiration (docs/rules/endpoint.md#a-device-that-is-offline)"),
        CommandGroup(commands: [
            CommandSpec("location BUNDLE when-in-use|always|denied|not-determined") { arguments throws(CommandError) in
                let (bundleID, status) = try arguments.bundleAndChoice(["when-in-use", "always", "denied", "not-determined"], LocationAuthorization.init(word:))
                return .locationAuthorization(bundleID, status)
            },
        ], meaning: "what the user allows the app in Settings › Privacy › Location Services; its location triggers fire only with when-in-use or always (docs/rules/requests.md#location-triggers-need-location-authorization)"),
        CommandGroup(commands: [
            CommandSpec("activity start TYPE [app=BUNDLE] [stale=DURATION] [relevance=N] [channel=ID] KEY=VALUE…|end ID [dismiss=DURATION]|tap ID|press ID N [island]") { arguments throws(CommandError) in
                try Command.parseActivity(arguments.words)
            },
        ], meaning: "start a Live Activity of the app's type, end one, tap one (its app opens with the `widgetURL` its widget extension's views set), or press its Nth button on the lock screen or, with `island`, in the Dynamic Island's expanded view: a `Button(intent:)` performs its intent in the widget extension, and what the intent's `update` or `end` does shows (docs/rules/live-activities.md#live-activities)"),
        CommandGroup(commands: [
            CommandSpec("lock", .lock),
            CommandSpec("unlock", .unlock),
            CommandSpec("widgets", .widgets),
            CommandSpec("display sleep|wake") { arguments throws(CommandError) in
                switch try arguments.one("sleep or wake") {
                case "sleep": return .display(asleep: true)
                case "wake": return .display(asleep: false)
                case let other: throw CommandError("display: expected sleep or wake, got \"\(other)\"")
                }
            },
            CommandSpec("focus NAME|on|off", aliases: ["dnd"]) { arguments throws(CommandError) in
                guard !arguments.words.isEmpty else { throw CommandError("\(arguments.verb): expected a Focus name, on or off") }
                switch arguments.words.joined(separator: " ") {
                case "on": return .focus(FocusMode.doNotDisturb.name)
                case "off": return .focus(nil)
                case let name where arguments.verb == "focus": return .focus(name)
                case let other: throw CommandError("dnd: expected on or off, got \"\(other)\"")
                }
            },
            CommandSpec("display-as count|stack|list") { arguments throws(CommandError) in .displayAs(try arguments.one("count, stack or list")) },
            CommandSpec("extensions on|off") { arguments throws(CommandError) in .extensions(try arguments.onOff()) },
            CommandSpec("foreground BUNDLE", aliases: ["fg"]) { arguments throws(CommandError) in .foreground(try arguments.one("a bundle id"), true) },
            CommandSpec("background BUNDLE", aliases: ["bg"]) { arguments throws(CommandError) in .foreground(try arguments.one("a bundle id"), false) },
            CommandSpec("move LAT,LON") { arguments throws(CommandError) in
                let text = try arguments.one("LAT,LON such as 37.33,-122.03")
                let parts = text.split(separator: ",").compactMap { Double($0) }
                guard parts.count == 2, (-90...90).contains(parts[0]), (-180...180).contains(parts[1]) else {
                    throw CommandError("move: expected LAT,LON such as 37.33,-122.03, got \"\(text)\"")
                }
                return .move(Coordinate(latitude: parts[0], longitude: parts[1]))
            },
            CommandSpec("remove ID [app=BUNDLE]") { arguments throws(CommandError) in
                guard let id = arguments.words.first else { throw CommandError("remove: expected ID [app=BUNDLE]") }
                let options = try Command.keyValues(Array(arguments.words.dropFirst()), verb: arguments.verb, allowed: ["app"])
                return .remove(identifier: id, bundleID: options["app"])
            },
            CommandSpec("clear", .clearAll),
            CommandSpec("speed FACTOR") { arguments throws(CommandError) in
                let text = try arguments.one("a factor such as 2 or 0.5")
                guard let factor = Double(text), factor > 0, factor <= 3600 else {
                    throw CommandError("speed: expected a factor between 0 and 3600, got \"\(text)\"")
                }
                return .speed(factor)
            },
            CommandSpec("pause", .pause),
            CommandSpec("resume", .resume),
            CommandSpec("help", .help),
            CommandSpec("reload", .reload),
            CommandSpec("quit", aliases: ["q"], .quit),
        ], meaning: "the same as the keys and the `:` line (`reload` reads the workspace or project again)"),
    ]

    /// The script table of docs/usage.md (Markdown).
    static var markdownTable: String {
        let rows = groups.map { group in
            "| " + group.commands.map { "`\($0.usage.replacingOccurrences(of: "|", with: "\\|"))`" }.joined(separator: ", ") + " | \(group.meaning) |"
        }
        return (["| command | meaning |", "| --- | --- |"] + rows).joined(separator: "\n")
    }
}
