/// Where in the app's code a statement or expression is read: its file, the type it is inside, the local
/// constants and variables in scope, and whether it only runs on one side of a `supportsContentExtensions` test.
struct ExtractionContext {
    /// Index of the file in the extractor's parsed files.
    var file: Int
    /// The nested types around the code (`["AppDelegate"]`).
    var typePath: [String]
    /// Local `let` / `var` names and what they hold.
    var scope: [String: StaticValue] = [:]
    /// nil outside any `supportsContentExtensions` branch; otherwise the value the branch requires.
    var contentExtensions: Bool?
    /// How many loops the code is inside: values made or changed in a loop depend on its iterations.
    var loopDepth = 0
    /// Where the innermost loop starts, for messages.
    var loopLocation: CodeLocation?
    /// Whether a `return` gives the value of the body being walked (a function called by the code, not one read
    /// on its own).
    var collectsReturns = false
    /// Whether a `return` is reached on the way walked: the statements after it do not run.
    var returned = false
}
