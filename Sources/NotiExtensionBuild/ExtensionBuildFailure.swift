import NotiExtensionTarget

/// Why an extension could not be built: the compiler's first error as `file:line: error: message` (the user's own
/// file and line), or a one-line reason when the compiler could not even run.
package struct ExtensionBuildFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line to show.
    package var firstError: String
    /// The compiler's whole output, empty when it did not run.
    package var log: String

    package init(firstError: String, log: String = "") { self.firstError = firstError; self.log = log }

    package var description: String { firstError }

    /// The failure of a compile that printed `output`: its first `error:` line, else its last line.
    static func compile(output: String) -> ExtensionBuildFailure {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let first = lines.first { $0.contains(": error: ") } ?? lines.last ?? "the compiler failed without a message"
        return ExtensionBuildFailure(firstError: first, log: output)
    }

    /// The UIKit or UserNotifications API the first error says is not there (`UILabel.adjustsFontForContentSizeCategory`,
    /// `UIButton`): what notisim's subset lacks, when the compiler's message names it that way.
    package var missingAPI: String? {
        let quoted = firstError.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if firstError.contains("has no member"), quoted.count >= 2 { return "\(quoted[0]).\(quoted[1])" }
        if firstError.contains("cannot find"), firstError.contains("in scope"), let name = quoted.first { return name }
        return nil
    }

    /// The file the first error is in, as the compiler names it (`path:line:column: error: …`).
    var errorFile: String? {
        guard let range = firstError.range(of: #":\d+:(\d+:)? error: "#, options: .regularExpression) else { return nil }
        return String(firstError[..<range.lowerBound])
    }

    /// One line saying what notisim lacks that `name` needs (docs/rules/push-sdks.md#push-sdks-in-extensions): a push SDK's API
    /// when the failing file imports compatible modules and the missing name is not one of Apple's
    /// (`notisim's Firebase Messaging 10.x–11.x API module has no Messaging.deliveryReport yet: NAME needs it`), else
    /// Apple's (`notisim's iOS subset has no UITextField yet: NAME needs it`); nil when the error names no missing API.
    package func missingAPILine(for name: String, readingImportsWith read: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) })
        -> String? {
        guard let api = missingAPI else { return nil }
        let owner = api.split(separator: ".").first.map(String.init) ?? api
        let compatible = errorFile.flatMap(read).map { ImportedModuleSource.modules(importedBy: $0) }?.sorted()
            .compactMap { CompatibleModules.named($0) } ?? []
        let apple = Self.applePrefixes.contains { owner.hasPrefix($0) && owner.dropFirst($0.count).first?.isUppercase == true }
        guard !compatible.isEmpty, !apple else { return "notisim's iOS subset has no \(api) yet: \(name) needs it" }
        let modules = compatible.map { "\($0.product) \($0.versions)" }.joined(separator: " or ")
        return "notisim's \(modules) API module\(compatible.count > 1 ? "s have" : " has") no \(api) yet: \(name) needs it"
    }

    /// How Apple's frameworks begin their type names (UIKit, UserNotifications, Foundation, Core Graphics, …).
    static let applePrefixes = ["UI", "UN", "NS", "CG", "CA", "IN", "AV", "MK", "CN", "WK", "CL", "CI"]
}
