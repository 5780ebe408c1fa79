## The Pro table's pages.

