#include "CZlib.h"
#include <string.h>
#include <zlib.h>

/* Raw DEFLATE (RFC 1951, no zlib header or checksum) of a whole buffer, as Apple's COMPRESSION_ZLIB writes it:
   the compressed size, or 0 when it does not fit in dst_size bytes or zlib fails. */
size_t notisim_raw_deflate(unsigned char *dst, size_t dst_size, const unsigned char *src, size_t src_size) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) { return 0; }
    stream.next_in = (Bytef *)src; stream.avail_in = (uInt)src_size;
    stream.next_out = dst; stream.avail_out = (uInt)dst_size;
    int status = deflate(&stream, Z_FINISH);
    size_t written = stream.total_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? written : 0;
}

/* Raw INFLATE of a whole buffer: the bytes written, dst_size when the output fills the buffer (the first dst_size
   bytes), what was decoded of a stream that ends early, and 0 for data that is not DEFLATE. */
size_t notisim_raw_inflate(unsigned char *dst, size_t dst_size, const unsigned char *src, size_t src_size) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit2(&stream, -15) != Z_OK) { return 0; }
    stream.next_in = (Bytef *)src; stream.avail_in = (uInt)src_size;
    stream.next_out = dst; stream.avail_out = (uInt)dst_size;
    int status = inflate(&stream, Z_FINISH);
    size_t written = stream.total_out;
    inflateEnd(&stream);
    return status == Z_STREAM_END || status == Z_BUF_ERROR ? written : 0;
}

