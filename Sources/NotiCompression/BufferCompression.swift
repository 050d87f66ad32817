internal import CZlib

/// Compresses `src_size` bytes at `src_buffer` into `dst_buffer` (Apple's `compression_encode_buffer`): the
/// compressed size, or 0 when the output does not fit in `dst_size` bytes or the algorithm is not zlib's. The
/// scratch buffer is not needed and is ignored.
public func compression_encode_buffer(_ dst_buffer: UnsafeMutablePointer<UInt8>, _ dst_size: Int, _ src_buffer: UnsafePointer<UInt8>,
                                      _ src_size: Int, _ scratch_buffer: UnsafeMutableRawPointer?, _ algorithm: compression_algorithm) -> Int {
    guard algorithm == COMPRESSION_ZLIB, dst_size > 0, src_size >= 0 else { return 0 }
    return notisim_raw_deflate(dst_buffer, dst_size, src_buffer, src_size)
}

/// Decompresses `src_size` bytes at `src_buffer` into `dst_buffer` (Apple's `compression_decode_buffer`): the bytes
/// written; `dst_size` when the output fills the buffer (its first `dst_size` bytes are written); 0 for data that is
/// not raw DEFLATE (a zlib-wrapped stream, RFC 1950, is not, as on iOS) or an algorithm that is not zlib's. The
/// scratch buffer is ignored.
public func compression_decode_buffer(_ dst_buffer: UnsafeMutablePointer<UInt8>, _ dst_size: Int, _ src_buffer: UnsafePointer<UInt8>,
                                      _ src_size: Int, _ scratch_buffer: UnsafeMutableRawPointer?, _ algorithm: compression_algorithm) -> Int {
    guard algorithm == COMPRESSION_ZLIB, dst_size > 0, src_size > 0 else { return 0 }
    return notisim_raw_inflate(dst_buffer, dst_size, src_buffer, src_size)
}

/// Scratch bytes `compression_encode_buffer` wants (Apple's `compression_encode_scratch_buffer_size`): 0, as
/// notisim's zlib manages its own memory, so a buffer of that size passed back is accepted and unused.
public func compression_encode_scratch_buffer_size(_ algorithm: compression_algorithm) -> Int { 0 }

/// Scratch bytes `compression_decode_buffer` wants (Apple's `compression_decode_scratch_buffer_size`): 0, as for encoding.
public func compression_decode_scratch_buffer_size(_ algorithm: compression_algorithm) -> Int { 0 }
