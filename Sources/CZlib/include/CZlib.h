#ifndef NOTISIM_CZLIB_H
#define NOTISIM_CZLIB_H
#include <stddef.h>

/* Raw DEFLATE (RFC 1951, no zlib header or checksum) of a whole buffer, as Apple's COMPRESSION_ZLIB writes it:
   the compressed size, or 0 when it does not fit in dst_size bytes or zlib fails. */
size_t notisim_raw_deflate(unsigned char *dst, size_t dst_size, const unsigned char *src, size_t src_size);

/* Raw INFLATE of a whole buffer: the bytes written, dst_size when the output fills the buffer (the first dst_size
   bytes), what was decoded of a stream that ends early, and 0 for data that is not DEFLATE. */
size_t notisim_raw_inflate(unsigned char *dst, size_t dst_size, const unsigned char *src, size_t src_size);

#endif
