# What is wrong with a record file (RecordError): its syntax, its header, its moves.
# Every key has its Korean text in ../ko/record.ftl with the same variables: a test checks it.
