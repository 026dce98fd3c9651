// glibc's allocator settings (mallopt), which the Glibc module leaves out.
#include <malloc.h>
