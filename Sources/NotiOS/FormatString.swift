import Foundation

/// An `os_log` format string read conversion by conversion: the privacy in braces, the C flags, width, precision and
/// length, and the conversion character.
struct FormatString {
    let text: String

    init(_ text: String) { self.text = text }

    /// The message `args` make of the format.
    func render(_ args: [any CVarArg]) -> String {
        var output = ""
        var remaining = args[...]
        var characters = text[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                output += "%"
                characters = characters.dropFirst()
                continue
            }
            var modifiers: [Substring] = []
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                modifiers = characters[characters.index(after: characters.startIndex)..<close]
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces)[...] }
                characters = characters[characters.index(after: close)...]
            }
            let spec = characters.prefix { "-+ #0123456789.*hlqLzjt".contains($0) }
            characters = characters.dropFirst(spec.count)
            guard let conversion = characters.first else { break }
            characters = characters.dropFirst()
            guard let argument = remaining.popFirst() else {
                output += "<decode: missing data>"
                continue
            }
            output += Conversion(modifiers: modifiers, spec: String(spec), character: conversion).render(argument)
        }
        return output + characters
    }
}

/// One conversion of a format string and its argument.
private struct Conversion {
    let modifiers: [Substring]
    let spec: String
    let character: Character

    var isObject: Bool { character == "@" || character == "s" || character == "S" }

    func render(_ argument: any CVarArg) -> String {
        let privacy: OSLogPrivacy
        let masked = modifiers.contains("mask.hash")
        if modifiers.contains("public") { privacy = .public }
        else if modifiers.contains("private") || modifiers.contains("sensitive") { privacy = .private(mask: masked ? .hash : .none) }
        else { privacy = .auto(mask: masked ? .hash : .none) }
        let text = value(argument)
        return privacy.shows(scalar: !isObject) ? text : privacy.redacted(text)
    }

    private static func isNonzero<T: BinaryInteger>(_ number: T) -> Bool { number != 0 }

    private func value(_ argument: any CVarArg) -> String {
        if modifiers.contains(where: { $0.lowercased() == "bool" }), let number = argument as? any BinaryInteger {
            let isTrue = Self.isNonzero(number)
            return modifiers.contains("BOOL") ? (isTrue ? "YES" : "NO") : (isTrue ? "true" : "false")
        }
        switch character {
        case "@":
            return String(describing: argument)
        case "s", "S":
            if let pointer = argument as? UnsafePointer<CChar> { return String(cString: pointer) }
            if let pointer = argument as? UnsafeMutablePointer<CChar> { return String(cString: pointer) }
            return String(describing: argument)
        default:
            return String(format: "%" + spec + String(character), argument)
        }
    }
}
