import NotiCore

extension Command {
    /// `summary BUNDLE on|off`, `summary at HH:MM[,…]`, `ringer on|off`, `badge BUNDLE N`, `auth reset BUNDLE`,
    /// `categories BUNDLE ID[,ID…]|none`.
    static func parseDeviceSetting(_ verb: String, _ args: [String]) throws(CommandError) -> Command {
        func onOff(_ word: String) throws(CommandError) -> Bool {
            switch word {
            case "on": return true
            case "off": return false
            default: throw CommandError("\(verb): expected on or off, got \"\(word)\"")
            }
        }
        switch (verb, args.count) {
        case ("summary", 2) where args[0] == "at":
            do { return .summaryAt(try SummarySchedule(parsing: args[1])) } catch { throw CommandError("summary at: \(error.description)") }
        case ("summary", 2): return .summaryApp(args[0], try onOff(args[1]))
        case ("ringer", 1): return .ringer(try onOff(args[0]))
        case ("badge", 2):
            guard let count = Int(args[1]), count >= 0 else { throw CommandError("badge: \"\(args[1])\" is not a whole number 0 or more") }
            return .badge(args[0], count)
        case ("auth", 2) where args[0] == "reset": return .authReset(args[1])
        case ("categories", 2):
            if args[1] == "none" { return .categories(args[0], []) }
            let identifiers = args[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !identifiers.contains(where: \.isEmpty) else {
                throw CommandError("categories: \"\(args[1])\" has an empty identifier; give ID[,ID…] or none")
            }
            return .categories(args[0], identifiers)
        default:
            throw CommandError("\(verb): expected \(CommandSpec.named(verb)?.usage ?? verb)")
        }
    }
}
