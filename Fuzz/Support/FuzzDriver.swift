import Foundation

/// libFuzzer's entry point for programs that keep their own `main` (in `libclang_rt.fuzzer`, linked by
/// `-sanitize=fuzzer`). Declared by hand: it is a plain C function taking `argc`, `argv` and the callback.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Starts libFuzzer from a target's `main.swift`. SwiftPM gives every executable a Swift `main`, which would
/// shadow libFuzzer's, so each target's `main` hands its test function and the command line to libFuzzer here.
public enum FuzzDriver {
    /// Runs libFuzzer with this process's arguments and exits with its status.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}
