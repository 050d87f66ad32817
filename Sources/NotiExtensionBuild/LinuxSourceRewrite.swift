import NotiSwiftSource

/// The rewrite notisim applies to an extension's own sources before compiling them on Linux
/// (docs/rules/xcode.md#extension-sources-on-linux): the Objective-C-only attributes (`@IBOutlet`, `@IBAction`, `@objc`, …)
/// and `#Preview` declarations blanked by swift-syntax, `#selector(method)` written ` Selector(method)`, and `import Foundation` / `import Dispatch` turned into `import NotiDispatch`, whose
/// `DispatchQueue` and `Timer` run on notisim's clock and would otherwise be ambiguous with Foundation's; `import os.log`
/// (or another of os's submodules) turned into `import os`, as the kit's `os` is one Swift module; Core Data's
/// `@NSManaged` declarations given accessors over the object's values (``ManagedPropertyRewrite``); assignments to
/// the `URLSessionConfiguration` properties Foundation on Linux has get-only written to `_` (``ReadOnlySetterRewrite``); then
/// `#if os(…)` / `arch(…)` and `#available(iOS …)` answered as on an iPhone (``IOSConditionRewrite``). Every line
/// stays where it was (an `@NSManaged` declaration's line grows).
package struct LinuxSourceRewrite: ExtensionSourceRewriting {
    package init() {}

    package var identity: String { "linux-7" }

    package func rewrite(_ source: String, path: String) throws -> String {
        let stripped = ObjectiveCAttributeStripper.rewrite(SourceFile(path: path, text: source))
        // A file that does not parse is compiled as it is: the compiler's own message names the line.
        guard stripped.problem == nil else { return source }
        let managed = ManagedPropertyRewrite.rewrite(SourceFile(path: path, text: ReadOnlySetterRewrite.rewrite(SourceFile(path: path, text: stripped.text))))
        return Self.osSubmoduleImports(Self.clockImports(IOSConditionRewrite.rewrite(SourceFile(path: path, text: managed))))
    }

    /// Modules whose `DispatchQueue` or `Timer` an extension's code must get from notisim's clock instead.
    static let clockModules: Set<Substring> = ["Foundation", "Dispatch"]

    /// `import Foundation` and `import Dispatch` lines (with attributes such as `@preconcurrency` before them)
    /// import `NotiDispatch`, which re-exports Foundation with the clock's queue and timers.
    package static func clockImports(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let words = lines[index].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                  words[..<importIndex].allSatisfy({ $0.hasPrefix("@") }), clockModules.contains(words[importIndex + 1]) else { continue }
            let module = words[importIndex + 1]
            lines[index].replaceSubrange(module.startIndex..<module.endIndex, with: "NotiDispatch")
        }
        return lines.joined(separator: "\n")
    }

    /// `import os.log`, `import os.signpost` and `import os.activity` lines import `os`: the kit's `os` is one Swift
    /// module, which has no submodules to name.
    package static func osSubmoduleImports(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let words = lines[index].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                  words[..<importIndex].allSatisfy({ $0.hasPrefix("@") }), words[importIndex + 1].hasPrefix("os.") else { continue }
            let path = words[importIndex + 1]
            lines[index].replaceSubrange(path.startIndex..<path.endIndex, with: "os")
        }
        return lines.joined(separator: "\n")
    }
}
