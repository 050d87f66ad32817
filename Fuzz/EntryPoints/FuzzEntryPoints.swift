/// The function each libFuzzer target drives, by target name (`Fuzz/Targets/NAME`): the fuzz executables hand theirs
/// to libFuzzer, and `FuzzCorpusTests` runs every seed in `Fuzz/Corpus/NAME` through it once, in the ordinary test build.
public enum FuzzEntryPoints {
    /// A target's function: libFuzzer's `LLVMFuzzerTestOneInput`, taking one input's bytes.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Every target's function, by target name.
    public static var all: KeyValuePairs<String, TestOneInput> {
        [
            "FuzzActivityPayload": fuzzActivityPayload,
            "FuzzAPNsRequest": fuzzAPNsRequest,
            "FuzzExtensionProtocol": fuzzExtensionProtocol,
            "FuzzFCMMessage": fuzzFCMMessage,
            "FuzzHTTP2Connection": fuzzHTTP2Connection,
            "FuzzImageDecoding": fuzzImageDecoding,
            "FuzzInfoPlist": fuzzInfoPlist,
            "FuzzPBXProject": fuzzPBXProject,
            "FuzzPayload": fuzzPayload,
            "FuzzProviderCertificate": fuzzProviderCertificate,
            "FuzzRunScript": fuzzRunScript,
            "FuzzStoryboard": fuzzStoryboard,
            "FuzzStringsFile": fuzzStringsFile,
            "FuzzSwiftSource": fuzzSwiftSource,
            "FuzzTheme": fuzzTheme,
            "FuzzWorkspace": fuzzWorkspace,
        ]
    }
}
