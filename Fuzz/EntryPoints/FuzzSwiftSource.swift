import NotiSwiftSource

/// Fuzzes reading an app's Swift sources: the bytes are split at the first `//--` line into two files, whose
/// categories, actions and authorization options are extracted (statements, branches, loops, constants across
/// the files); the first file is also rewritten for Linux (Objective-C attributes, platform conditions) and has its
/// inactive `#if` clauses blanked as the setup reader does, each of which must keep every byte count and line.
public func fuzzSwiftSource(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = FuzzInput.text(data, size)
    let parts = text.split(separator: "\n//--\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    // The second file stands for a framework's or package's, in module `Kit`.
    let files = parts.enumerated().map { SourceFile(path: "File\($0.offset).swift", text: $0.element, module: $0.offset == 1 ? "Kit" : nil) }
    _ = NotificationSetupReader.read(files)
    if let first = files.first {
        for rewritten in [ObjectiveCAttributeStripper.rewrite(first).text, IOSConditionRewrite.rewrite(first), IOSActiveClauses.blankingInactive(first).text] {
            precondition(rewritten.utf8.count == first.text.utf8.count, "a rewrite changed the file's length")
            precondition(rewritten.split(separator: "\n", omittingEmptySubsequences: false).count
                == first.text.split(separator: "\n", omittingEmptySubsequences: false).count, "a rewrite changed the file's lines")
        }
    }
    return 0
}
