/// One Swift source file handed to the extractor: the path it is reported under and its text.
public struct SourceFile: Sendable, Hashable {
    /// The path problems and locations name.
    public let path: String
    /// The file's text.
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A line of a source file: where something was found or could not be resolved.
public struct CodeLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `AppDelegate.swift:42`.
    public var description: String { "\(file):\(line)" }
}

/// Something in the source that could not be read statically, and why; it is left out, never guessed.
public struct SourceProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: CodeLocation
    public var reason: String

    public init(_ location: CodeLocation, _ reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `AppDelegate.swift:42: identifier: the result of a call to makeIdentifier(); left out`.
    public var description: String { "\(location): \(reason)" }
}
