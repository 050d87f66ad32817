import Foundation
import NotiAPNs
import NotiCore

/// A sink that decodes each push the way the app's inbox does and accepts it, keeping nothing.
private struct DecodingSink: PushSink {
    func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
        answer(pushes.map { push in
            let refusal = PayloadDecoder.decode(push.payload, pushType: push.pushType).refusal
            return refusal.map { .refused(APNsReason(refusing: $0)) } ?? .accepted(notificationID: push.apnsID)
        })
    }
}

/// The provider key the seed `jwt.req` is signed with (only the public half is kept).
private let providerKey = """
    -----BEGIN PUBLIC KEY-----
    MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEPoC0fipLahuOoY/fC1ecoPrt33dz
    09Jp8q5HTSXcHlgDIbKqmrAzoLTfV66MNdNukQz/PoKU/6pC5pUPn7pmEQ==
    -----END PUBLIC KEY-----
    """

private let registry: DeviceRegistry = {
    let registry = DeviceRegistry(workspaceID: "fuzz")
    registry.register(deviceName: "iPhone", bundleID: "com.example.app")
    return registry
}()

private let apis: [ProviderAPI] = {
    guard let key = try? ProviderKey(teamID: "TEAM123456", keyID: "KEY1234567", pem: providerKey) else {
        fatalError("the fuzz provider key did not load")
    }
    let verifier = ProviderTokenVerifier(keys: [key])
    let now: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_700_000_000) }
    return [APNsAuthMode.none, .jwt].map { mode in
        ProviderAPI(authMode: mode, verifier: verifier, registry: registry, sink: DecodingSink(), now: now)
    }
}()

/// The provider API's answer to one push. The sink answers before `deliver` returns, so nothing waits: blocking this
/// thread on a task instead could starve the test runner's thread pool while another test holds its other threads.
private func answer(of push: InboundPush, from api: ProviderAPI) -> APNsResponse? {
    let answer = LockedState<APNsResponse?>(nil)
    api.deliver([push]) { responses in answer.withLock { $0 = responses.first } }
    return answer.withLock { $0 }
}

/// Fuzzes the APNs endpoint's request handling (headers + body → response), without the transport.
///
/// Framing of an input: the first line is `METHOD PATH`; each following line up to the first empty line is a
/// header `name: value`; every byte after that empty line is the body. Lines end with `\n`.
/// The request goes through the provider API both without authentication and with provider tokens.
public func fuzzAPNsRequest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let request = frame(FuzzInput.bytes(data, size))
    for api in apis {
        var session = ProviderTokenSession()
        switch api.admit(request, session: &session, generatedID: "00000000-0000-0000-0000-000000000000") {
        case .failure(let response): _ = response.body
        case .success(let push): _ = answer(of: push, from: api)?.body
        }
    }
    return 0
}

/// Splits the fuzzer's bytes into a request (see the framing above).
private func frame(_ bytes: [UInt8]) -> APNsRequest {
    let newline = UInt8(ascii: "\n")
    var lines: [String] = []
    var position = 0
    while position < bytes.count {
        let end = bytes[position...].firstIndex(of: newline) ?? bytes.count
        let line = String(decoding: bytes[position..<end], as: UTF8.self)
        position = end + 1
        if line.isEmpty { break }
        lines.append(line)
    }
    let body = position < bytes.count ? Array(bytes[position...]) : []
    let requestLine = lines.first.map { $0.split(separator: " ", maxSplits: 1).map(String.init) } ?? []
    let headers = lines.dropFirst().map { line in
        let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        return (name: String(parts[0]), value: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
    }
    return APNsRequest(method: requestLine.first ?? "", path: requestLine.count > 1 ? requestLine[1] : "",
                       headers: headers, body: body)
}
