/// One Swift source file handed to the extractor: the path it is reported under and its text.
package struct SourceFile: Sendable, Hashable {
    /// The path problems and locations name.
    package let path: String
    /// The file's text.
    package let text: String
    /// The module it is compiled into when that is not the app's (a framework target, a local package's target):
    /// `Module.Type.name` in another file then names `Type.name` of this one.
    package let module: String?

    package init(path: String, text: String, module: String? = nil) {
        self.path = path
        self.text = text
        self.module = module
    }
}

/// A line of a source file: where something was found or could not be resolved.
package struct CodeLocation: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `AppDelegate.swift:42`.
    package var description: String { "\(file):\(line)" }
}

/// Something in the source that could not be read statically, and why; it is left out, never guessed.
package struct SourceProblem: Error, Sendable, Hashable, CustomStringConvertible {
    package var location: CodeLocation
    package var reason: String

    package init(_ location: CodeLocation, _ reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `AppDelegate.swift:42: identifier: the result of a call to makeIdentifier(); left out`.
    package var description: String { "\(location): \(reason)" }
}
